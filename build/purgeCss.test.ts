import { describe, expect, it } from 'vitest';
import { purgeCss } from './purgeCss.ts';

const HTML =
  '<div class="ant-app css-1"><ul class="ant-menu ant-menu-inline"><li class="ant-menu-item ant-menu-item-selected"></li></ul><span class="ant-spin-dot"></span></div>';

describe('purgeCss', () => {
  it('keeps the rules whose classes the HTML uses and drops the others', () => {
    const css = [
      ':where(.css-1).ant-app{color:red}',
      '.ant-menu-inline .ant-menu-item-selected{background:#e6f4ff}',
      '.ant-menu-horizontal .ant-menu-item{border:0}',
      '.ant-tooltip{position:absolute}',
      '.ant-menu-item:not(.ant-menu-item-disabled):hover{color:blue}',
      '.ant-tooltip, .ant-menu{margin:0}',
      'html{font-size:14px}',
    ].join('');
    const out = purgeCss(css, HTML);
    expect(out).toContain(':where(.css-1).ant-app');
    expect(out).toContain('.ant-menu-inline .ant-menu-item-selected');
    expect(out).toContain('.ant-menu-item:not(.ant-menu-item-disabled):hover');
    expect(out).toContain('.ant-tooltip, .ant-menu{margin:0}');
    expect(out).toContain('html{font-size:14px}');
    expect(out).not.toContain('.ant-menu-horizontal');
    expect(out).not.toContain('.ant-tooltip{');
  });

  it('keeps keyframes a kept rule animates with, and drops emptied media queries', () => {
    const css = [
      '@keyframes spin{to{transform:rotate(360deg)}}',
      '@keyframes zoomIn{from{opacity:0}}',
      '.ant-spin-dot{animation:spin 1s infinite linear}',
      '.ant-zoom-enter{animation-name:zoomIn}',
      '@media (max-width: 575px){.ant-col-xs-24{flex:0 0 100%}}',
    ].join('');
    const out = purgeCss(css, HTML);
    expect(out).toContain('@keyframes spin');
    expect(out).not.toContain('zoomIn');
    expect(out).not.toContain('@media');
  });

  it('keeps the custom properties something reads, and drops the others', () => {
    const css = [
      '.ant-app{--ant-color-text:#000;--ant-color-link:var(--ant-blue);--ant-blue:#1677ff;',
      '--ant-unread:#f00;--ant-read-by-app:#eee;--ant-read-inline:4px;--ant-unread-chain:var(--ant-unread-2)}',
      '.ant-menu{color:var(--ant-color-link);background:var(--ant-color-text)}',
      '.ant-tooltip{color:var(--ant-unread)}',
      '.ant-spin-dot{--ant-spin-only:1}',
    ].join('');
    const html = `${HTML}<div class="ant-app" style="gap:var(--ant-read-inline)"></div>`;
    const out = purgeCss(css, html, '.tool-card{background:var( --ant-read-by-app)}');
    for (const kept of [
      '--ant-color-text:#000',
      '--ant-color-link:var(--ant-blue)',
      '--ant-blue:#1677ff',
      '--ant-read-by-app:#eee',
      '--ant-read-inline:4px',
    ])
      expect(out).toContain(kept);
    // Read only by a rule the HTML cannot use, by nothing, or only by unread properties.
    expect(out).not.toContain('--ant-unread');
    // A rule left with nothing in it goes too.
    expect(out).not.toContain('.ant-spin-dot');
  });
});
