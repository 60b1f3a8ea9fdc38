import postcss, { type AtRule, type Container, type Rule } from 'postcss';

const DARK = 'html[data-theme="dark"]';

/** A rule's place: its at-rules (a media query) and its selector. */
function placeOf(rule: Rule): string {
  const chain: string[] = [rule.selector];
  for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent)
    chain.unshift(`@${(parent as AtRule).name} ${(parent as AtRule).params}`);
  return chain.join('\u0000');
}

function inKeyframes(rule: Rule): boolean {
  const parent = rule.parent;
  return parent?.type === 'atrule' && (parent as AtRule).name.endsWith('keyframes');
}

/** A selector that matches only on a page in the dark theme (global.css's `data-theme`). */
function darkSelector(selector: string): string {
  return /^(?::root|html)(?![\w-])/.test(selector)
    ? selector.replace(/^(?::root|html)/, DARK)
    : `${DARK} ${selector}`;
}

/**
 * The dark theme's antd styles over `light`, the light ones a prerendered page links (already
 * purged to that page): each declaration of `light` the dark render (`dark`, antd's styles of
 * the same markup) gives another value, in a rule that applies only once the page is dark.
 * antd styles its components through variables, so these are the theme's variable blocks, and
 * a dark visitor's page is dark before the scripts have run.
 */
export function darkOverrides(light: string, dark: string): string {
  const lightValues = new Map<string, Map<string, string>>();
  postcss.parse(light).walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const place = placeOf(rule);
    const values = lightValues.get(place) ?? new Map<string, string>();
    rule.walkDecls((decl) => void values.set(decl.prop, decl.value));
    lightValues.set(place, values);
  });

  const out = postcss.root();
  postcss.parse(dark).walkRules((rule) => {
    const values = lightValues.get(placeOf(rule));
    if (!values || inKeyframes(rule)) return;
    const changed = rule.nodes.filter(
      (node) =>
        node.type === 'decl' && values.has(node.prop) && values.get(node.prop) !== node.value,
    );
    if (changed.length === 0) return;
    // Clones, not new nodes: they keep the source's compact formatting.
    let target: Container = out;
    const wrappers: AtRule[] = [];
    for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent)
      wrappers.unshift(parent as AtRule);
    for (const wrapper of wrappers) {
      const copy = wrapper.clone({ nodes: [] });
      target.append(copy);
      target = copy;
    }
    const copy = rule.clone({ nodes: [] });
    copy.selectors = rule.selectors.map(darkSelector);
    target.append(copy.append(changed.map((node) => node.clone())));
  });
  return out.toString();
}
