import { describe, expect, it } from 'vitest';
import { darkOverrides } from './darkStyles.ts';

describe('darkOverrides', () => {
  it('gives the dark values of the light sheet\'s declarations, under data-theme="dark"', () => {
    const light =
      '.toolbox{--ant-color-bg-container:#ffffff;--ant-margin:8px}' +
      '.toolbox.ant-btn{--ant-btn-color:#000}' +
      ':root{--ant-color-text:#000}' +
      '.ant-btn{color:var(--ant-btn-color)}';
    const dark =
      '.toolbox{--ant-color-bg-container:#141414;--ant-margin:8px;--ant-unread:#111}' +
      '.toolbox.ant-btn{--ant-btn-color:#fff}' +
      ':root{--ant-color-text:#fff}' +
      '.ant-btn{color:var(--ant-btn-color)}' +
      '.ant-tooltip{--ant-tooltip-bg:#333}';
    const out = darkOverrides(light, dark);
    expect(out).toBe(
      'html[data-theme="dark"] .toolbox{--ant-color-bg-container:#141414}' +
        'html[data-theme="dark"] .toolbox.ant-btn{--ant-btn-color:#fff}' +
        'html[data-theme="dark"]{--ant-color-text:#fff}',
    );
  });

  it('keeps a media query around what it holds, and leaves keyframes alone', () => {
    const light =
      '@media (max-width: 575px){.toolbox.ant-menu{--ant-menu-bg:#fff}}' +
      '@keyframes fade{from{color:#fff}}';
    const dark =
      '@media (max-width: 575px){.toolbox.ant-menu{--ant-menu-bg:#000}}' +
      '@keyframes fade{from{color:#000}}';
    expect(darkOverrides(light, dark)).toBe(
      '@media (max-width: 575px){html[data-theme="dark"] .toolbox.ant-menu{--ant-menu-bg:#000}}',
    );
  });

  it('is empty when the themes agree', () => {
    const css = '.toolbox{--ant-margin:8px}.ant-btn{padding:4px}';
    expect(darkOverrides(css, css)).toBe('');
  });
});
