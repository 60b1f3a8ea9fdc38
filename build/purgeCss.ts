import postcss, { type AtRule, type Rule } from 'postcss';

/**
 * Keeps the rules of `css` that can style `html`: a rule stays if one of its selectors names
 * only classes the HTML uses (classes inside :not() are not needed). antd's CSS-in-JS extracted
 * at build time holds every state and variant of each component the page uses (the menu alone
 * is 1,500 rules, most for modes the page does not show); the prerendered HTML needs only its
 * own, and the app injects the rest when it runs. Keyframes stay when a kept rule animates
 * with them; custom properties and element rules always stay.
 */
export function purgeCss(css: string, html: string): string {
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
    const parent = rule.parent;
    if (parent?.type === 'atrule' && (parent as AtRule).name.endsWith('keyframes')) return;
    if (!rule.selectors.some(fits)) rule.remove();
  });
  const animations = new Set<string>();
  root.walkDecls(/^animation(?:-name)?$/, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) animations.add(word);
  });
  root.walkAtRules((atRule) => {
    if (atRule.name.endsWith('keyframes')) {
      if (!animations.has(atRule.params.trim())) atRule.remove();
    } else if (atRule.nodes?.length === 0) {
      atRule.remove();
    }
  });
  return root.toString();
}
