import { describe, expect, it } from 'vitest';
import { darkOverrides } from './darkStyles.ts';

const DARK = ':where(html[data-theme="dark"])';

describe('darkOverrides', () => {
  it("gives the dark values of the page's variables, with the specificity they had", () => {
    const light =
      '.toolbox{--ant-color-bg-container:#ffffff;--ant-margin:8px;--ant-unread:#eee}' +
      ':root{--ant-color-text:#000}' +
      '.ant-btn{color:var(--ant-color-text)}';
    const dark =
      '.toolbox{--ant-color-bg-container:#141414;--ant-margin:8px;--ant-unread:#111}' +
      ':root{--ant-color-text:#fff}' +
      '.ant-btn{color:var(--ant-color-text)}';
    // What the page links: the purge dropped the variable nothing reads.
    const kept =
      '.toolbox{--ant-color-bg-container:#ffffff;--ant-margin:8px}' +
      ':root{--ant-color-text:#000}' +
      '.ant-btn{color:var(--ant-color-text)}';
    expect(darkOverrides(light, dark, kept)).toBe(
      `${DARK} .toolbox{--ant-color-bg-container:#141414}` +
        ':root:where([data-theme="dark"]){--ant-color-text:#fff}',
    );
  });

  it("repeats a component's own value after the theme's, so the component's still wins", () => {
    // Buttons keep the same primary in both themes while the theme's changes: the button's
    // declaration must beat the dark theme's as it beat the light one's.
    const light = '.toolbox{--primary:#1DA57A}.toolbox.ant-btn{--primary:#127A5A}';
    const dark = '.toolbox{--primary:#1c8f6b}.toolbox.ant-btn{--primary:#127A5A}';
    expect(darkOverrides(light, dark, light)).toBe(
      `${DARK} .toolbox{--primary:#1c8f6b}${DARK} .toolbox.ant-btn{--primary:#127A5A}`,
    );
  });

  it('keeps the order of rules at one place and of a repeated declaration, and selector lists', () => {
    const light = '.a, .b{--x:1}.c{--x:2;--x:3}.a, .b{--x:4}';
    const dark = '.a, .b{--x:10}.c{--x:2;--x:3}.a, .b{--x:4}';
    expect(darkOverrides(light, dark, light)).toBe(
      `${DARK} .a, ${DARK} .b{--x:10}${DARK} .c{--x:2;--x:3}${DARK} .a, ${DARK} .b{--x:4}`,
    );
  });

  it('emits nothing when the themes agree, repeated selectors and properties included', () => {
    const css = '.c.b{font-size:1px}.c.b{font-size:2px}.d{display:block;display:var(--d)}';
    expect(darkOverrides(css, css, css)).toBe('');
  });

  it('keeps a media query around what it holds, and leaves keyframes alone', () => {
    const light =
      '@media (max-width: 575px){.toolbox.ant-menu{--ant-menu-bg:#fff}}' +
      '@keyframes fade{from{color:#fff}}';
    const dark =
      '@media (max-width: 575px){.toolbox.ant-menu{--ant-menu-bg:#000}}' +
      '@keyframes fade{from{color:#000}}';
    expect(darkOverrides(light, dark, light)).toBe(
      `@media (max-width: 575px){${DARK} .toolbox.ant-menu{--ant-menu-bg:#000}}`,
    );
  });

  it('refuses themes that differ outside the variables, or in their rules', () => {
    expect(() => darkOverrides('.a{color:#000}', '.a{color:#fff}', '.a{color:#000}')).toThrow(
      /color of \.a outside antd's variables/,
    );
    expect(() => darkOverrides('.a{--x:1}.b{--x:1}', '.a{--x:1}', '.a{--x:1}')).toThrow(
      /no rule for \.b/,
    );
  });
});
