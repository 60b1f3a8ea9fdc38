import postcss, { type AtRule, type Declaration, type Root, type Rule } from 'postcss';

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** Whether `rule` is a step of a @keyframes (`from`, `50%`): not a selector to match. */
export function inKeyframes(rule: Rule): boolean {
  const parent = rule.parent;
  return parent?.type === 'atrule' && (parent as AtRule).name.endsWith('keyframes');
}

/**
 * Keeps the rules of `css` that can style `html`: a rule stays if one of its selectors names
 * only classes the HTML uses (classes inside :not() are not needed). antd's CSS-in-JS extracted
 * at build time holds every state and variant of each component the page uses (the menu alone
 * is 1,500 rules, most for modes the page does not show); the prerendered HTML needs only its
 * own, and the app injects the rest when it runs. Keyframes stay when a kept rule animates
 * with them; element rules always stay. Custom properties stay when something can read them:
 * a kept declaration, the HTML's inline styles, or `readers` (the app's own stylesheets, which
 * style the HTML with antd's variables too).
 */
export function purgeCss(css: string, html: string, readers = ''): string {
  const used = new Set<string>();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of list.split(/\s+/)) if (name) used.add(name);
  }
  const fits = (selector: string) => {
    const required = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
    return [...required.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every(([, name]) => used.has(name));
  };

  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    if (!inKeyframes(rule) && !rule.selectors.some(fits)) rule.remove();
  });
  const animations = new Set<string>();
  root.walkDecls(/^animation(?:-name)?$/, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) animations.add(word);
  });
  root.walkAtRules((atRule) => {
    if (atRule.name.endsWith('keyframes') && !animations.has(atRule.params.trim())) atRule.remove();
  });
  dropUnreadProperties(root, html + readers);
  dropEmpty(root);
  return root.toString();
}

/**
 * Removes the custom properties (`--name: value`) nothing reads: neither a declaration of
 * `root` that is not one, nor `readers`, nor (in turn) a custom property that is read. antd
 * declares every token of the theme (600 on the home screen) where the HTML reads 150.
 */
function dropUnreadProperties(root: Root, readers: string): void {
  const definitions = new Map<string, Declaration[]>();
  const read: string[] = [...readers.matchAll(VAR_REFERENCE)].map(([, name]) => name);
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) {
      const list = definitions.get(decl.prop) ?? [];
      list.push(decl);
      definitions.set(decl.prop, list);
    } else {
      for (const [, name] of decl.value.matchAll(VAR_REFERENCE)) read.push(name);
    }
  });
  const kept = new Set<string>();
  while (read.length > 0) {
    const name = read.pop()!;
    if (kept.has(name)) continue;
    kept.add(name);
    for (const decl of definitions.get(name) ?? [])
      for (const [, inner] of decl.value.matchAll(VAR_REFERENCE)) read.push(inner);
  }
  for (const [name, list] of definitions)
    if (!kept.has(name)) list.forEach((decl) => decl.remove());
}

/** Rules and at-rules (media queries, emptied keyframes aside) left with nothing in them. */
function dropEmpty(root: Root): void {
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
}
