import postcss, { type AtRule, type Container, type Declaration, type Rule } from 'postcss';
import { inKeyframes } from './purgeCss.ts';

/** Matches only once the page is dark (global.css's `data-theme`), adding no specificity. */
const DARK = ':where(html[data-theme="dark"])';

/** The at-rules (a media query) `rule` is in, outermost first. */
function atRulesOf(rule: Rule): AtRule[] {
  const chain: AtRule[] = [];
  for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent)
    chain.unshift(parent as AtRule);
  return chain;
}

/** A rule's place: its at-rules and its selector. */
function placeOf(rule: Rule): string {
  return [...atRulesOf(rule).map((at) => `@${at.name} ${at.params}`), rule.selector].join('\u0000');
}

/** `selector`, matching only on a dark page, with the specificity it had. */
function darkSelector(selector: string): string {
  const root = /^(:root|html)(?![\w-])/.exec(selector);
  return root
    ? `${root[1]}:where([data-theme="dark"])${selector.slice(root[1].length)}`
    : `${DARK} ${selector}`;
}

/** The rules of `css` (keyframes aside) in source order, and each one's place. */
function rulesOf(css: string): Rule[] {
  const rules: Rule[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (!inKeyframes(rule)) rules.push(rule);
  });
  return rules;
}

const declarationsOf = (rule: Rule) =>
  rule.nodes.filter((node): node is Declaration => node.type === 'decl');

/**
 * The dark theme's antd styles for a prerendered page: `light` and `dark` are antd's styles of
 * the same markup in each theme, `kept` what the page links of `light` (build/purgeCss.ts).
 * The two differ only in the values of antd's variables (anything else throws: the page could
 * not be shown dark). For each variable that changes anywhere and that `kept` still declares,
 * every declaration of it in the rules `kept` holds comes again with its dark value, in source
 * order and with the specificity it had, in rules that apply only once the page is dark:
 * appended to `kept`, they take its place in the cascade as antd's dark stylesheet would.
 */
export function darkOverrides(light: string, dark: string, kept: string): string {
  const darkRules = new Map<string, Rule[]>();
  for (const rule of rulesOf(dark)) {
    const place = placeOf(rule);
    darkRules.set(place, [...(darkRules.get(place) ?? []), rule]);
  }
  // Each light rule with the dark rule in the same place at the same position.
  const seen = new Map<string, number>();
  const pairs = rulesOf(light).map((rule) => {
    const place = placeOf(rule);
    const index = seen.get(place) ?? 0;
    seen.set(place, index + 1);
    const twin = darkRules.get(place)?.[index];
    if (!twin) throw new Error(`the dark theme's styles have no rule for ${rule.selector}`);
    return { rule, place, darkDecls: declarationsOf(twin), lightDecls: declarationsOf(rule) };
  });

  // A variable changes when one of its declarations (the n-th of it in a rule) has another
  // value in the dark rule, or none; anything but a variable must read the same in both.
  const changed = new Set<string>();
  const occurrences = (decls: Declaration[]) => {
    const seen = new Map<string, number>();
    return new Map(
      decls.map((decl) => {
        const count = seen.get(decl.prop) ?? 0;
        seen.set(decl.prop, count + 1);
        return [`${decl.prop}\u0000${count}`, decl.value];
      }),
    );
  };
  for (const { rule, lightDecls, darkDecls } of pairs) {
    const [lightValues, darkValues] = [lightDecls, darkDecls].map(occurrences);
    for (const key of new Set([...lightValues.keys(), ...darkValues.keys()])) {
      if (lightValues.get(key) === darkValues.get(key)) continue;
      const prop = key.slice(0, key.indexOf('\u0000'));
      if (!prop.startsWith('--'))
        throw new Error(
          `the dark theme changes ${prop} of ${rule.selector} outside antd's variables`,
        );
      changed.add(prop);
    }
  }
  const keptPlaces = new Set<string>();
  const keptProps = new Set<string>();
  for (const rule of rulesOf(kept)) {
    keptPlaces.add(placeOf(rule));
    for (const decl of declarationsOf(rule)) keptProps.add(decl.prop);
  }

  const out = postcss.root();
  for (const { rule, place, darkDecls } of pairs) {
    if (!keptPlaces.has(place)) continue;
    const again = darkDecls.filter((decl) => changed.has(decl.prop) && keptProps.has(decl.prop));
    if (again.length === 0) continue;
    // Clones, not new nodes: they keep the source's compact formatting.
    let target: Container = out;
    for (const wrapper of atRulesOf(rule)) {
      const copy = wrapper.clone({ nodes: [] });
      target.append(copy);
      target = copy;
    }
    const copy = rule.clone({ nodes: [] });
    copy.selectors = rule.selectors.map(darkSelector);
    target.append(copy.append(again.map((decl) => decl.clone())));
  }
  return out.toString();
}
