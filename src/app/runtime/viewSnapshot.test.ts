// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SNAPSHOT_KEY,
  forgetViewSnapshot,
  storageFingerprint,
  takeViewSnapshot,
} from './viewSnapshot';

// The check script's functions (build/prerender-check.js): declared globally when it runs on a
// page that is not prerendered (its own run then returns at once).
runInThisContext(readFileSync(join(process.cwd(), 'build/prerender-check.js'), 'utf8'));
const script = globalThis as unknown as {
  storageFingerprint: (local: Storage) => string;
  showSnapshot: (root: HTMLElement) => void;
};

const ENTRY = '/assets/index-abc.js';
const PATH = '/tool/compare';

function page() {
  document.head.innerHTML =
    `<script type="module" src="${ENTRY}"></script>` +
    '<style data-css-hash="x">.ant-input{color:red}</style>';
  document.body.innerHTML = `<div id="root"><main class="screen">
      <textarea aria-label="内容">saved</textarea>
      <input aria-label="商品 A 价格" value="">
      <input type="checkbox" aria-label="含税">
      <select aria-label="单位"><option value="g">g</option><option value="kg">kg</option></select>
      <input type="file" aria-label="照片">
    </main></div>`;
  history.replaceState(null, '', PATH);
  return document.getElementById('root')!;
}

/** The page the check script sees on the next visit: the prerendered view, marked stale. */
function nextVisit() {
  const root = page();
  root.innerHTML = '<main class="screen">prerendered</main>';
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  document.documentElement.setAttribute('data-prerendered-stale', '');
  return root;
}

/** LinkOptionsNotice's markup: options that came with a link, on screen only. */
function linkNotice() {
  const notice = document.createElement('div');
  notice.setAttribute('data-no-snapshot', '');
  notice.textContent = '当前选项来自链接';
  return notice;
}

/** A page typed into, then hidden: the snapshot taken. */
function leaveTyped() {
  const root = page();
  root.querySelector('textarea')!.value = '用户输入的内容';
  root.querySelector<HTMLInputElement>('input[aria-label="商品 A 价格"]')!.value = '12.5';
  root.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
  root.querySelector('select')!.value = 'kg';
  takeViewSnapshot(root);
}

beforeEach(() => {
  localStorage.clear();
  Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
});

describe('the fingerprint of what a snapshot depends on', () => {
  const keys = fc.oneof(
    fc.constantFrom(
      'toolbox:compare.options',
      'toolbox-idb:toolbox:compare',
      'toolbox-idb-complete',
      'toolbox:compare.rescue',
      `${SNAPSHOT_KEY}`,
      `${SNAPSHOT_KEY}.html`,
      'other-site-key',
    ),
    fc.string({ unit: 'binary', maxLength: 12 }).map((tail) => `toolbox:${tail}`),
  );

  it('is the same in the app and in the check script, for any saved keys and text', () => {
    fc.assert(
      fc.property(fc.dictionary(keys, fc.string({ unit: 'binary', maxLength: 40 })), (saved) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
        expect(script.storageFingerprint(localStorage)).toBe(storageFingerprint(localStorage));
      }),
    );
  });

  it('changes with any app value and the record of IndexedDB writes, not with rescue copies or the snapshot', () => {
    localStorage.setItem('toolbox:compare.options', '{"unit":"g"}');
    localStorage.setItem('toolbox-idb:toolbox:compare', 'stamp1');
    const before = storageFingerprint(localStorage);
    localStorage.setItem('toolbox:compare.rescue', '{}');
    localStorage.setItem(`${SNAPSHOT_KEY}.css`, 'x');
    localStorage.setItem('unrelated', '1');
    expect(storageFingerprint(localStorage)).toBe(before);
    localStorage.setItem('toolbox-idb:toolbox:compare', 'stamp2');
    expect(storageFingerprint(localStorage)).not.toBe(before);
    localStorage.setItem('toolbox-idb:toolbox:compare', 'stamp1');
    localStorage.setItem('toolbox:compare.options', '{"unit":"kg"}');
    expect(storageFingerprint(localStorage)).not.toBe(before);
  });
});

describe('a snapshot taken when the page is hidden, shown by the check script on the next visit', () => {
  it('shows the page as left: typed text, ticks and choices, and its styles', () => {
    leaveTyped();
    const root = nextVisit();
    script.showSnapshot(root);
    expect(document.documentElement.hasAttribute('data-view-snapshot')).toBe(true);
    expect(root.querySelector('textarea')!.value).toBe('用户输入的内容');
    expect(root.querySelector<HTMLInputElement>('[aria-label="商品 A 价格"]')!.value).toBe('12.5');
    expect(root.querySelector<HTMLInputElement>('[type="checkbox"]')!.checked).toBe(true);
    expect(root.querySelector('select')!.value).toBe('kg');
    // A photo picked there could not be handed to the app: not offered until it renders.
    expect(root.querySelector<HTMLInputElement>('[type="file"]')!.disabled).toBe(true);
    expect(document.querySelector('style[data-view-snapshot]')?.textContent).toContain(
      '.ant-input{color:red}',
    );
  });

  it('is not shown once anything it depends on differs', () => {
    const differences: [string, () => void][] = [
      ['a saved value', () => localStorage.setItem('toolbox:compare.options', '{}')],
      ['an IndexedDB write', () => localStorage.setItem('toolbox-idb:toolbox:compare', 'new')],
      ['the width', () => Object.defineProperty(window, 'innerWidth', { value: 800 })],
      ['the release', () => document.querySelector('script')!.setAttribute('src', '/x.js')],
      ['the path', () => history.replaceState(null, '', '/tool/qrGenerate')],
      ['a query', () => history.replaceState(null, '', `${PATH}?action=addOffer`)],
    ];
    for (const [what, change] of differences) {
      localStorage.clear();
      Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
      leaveTyped();
      const root = nextVisit();
      change();
      script.showSnapshot(root);
      expect(document.documentElement.hasAttribute('data-view-snapshot'), what).toBe(false);
      expect(root.textContent, what).toBe('prerendered');
    }
  });

  it('taken with the saved options in the query: shown with that query or none, never another', () => {
    const visits: [string, string, boolean][] = [
      ['?level=H', '', true],
      ['?level=H', '?level=H', true],
      ['?level=H', '?level=L', false],
      ['', '?level=H', false],
      ['?level=H', '?level=H#share', false],
    ];
    for (const [left, visit, shown] of visits) {
      localStorage.clear();
      forgetViewSnapshot(); // (the styles are then written again)
      const root = page();
      history.replaceState(null, '', `${PATH}${left}`);
      takeViewSnapshot(root);
      const next = nextVisit();
      history.replaceState(null, '', `${PATH}${visit}`);
      script.showSnapshot(next);
      const what = `left at ${left || 'no query'}, visited at ${visit || 'no query'}`;
      expect(document.documentElement.hasAttribute('data-view-snapshot'), what).toBe(shown);
    }
    // Options from a link (on screen only), an action yet to run, a shared comparison: not kept.
    const notKept: [string, (root: HTMLElement) => void][] = [
      ['?level=L', (root) => root.querySelector('main')!.append(linkNotice())],
      [`?action=addOffer`, () => undefined],
      ['#c=share', () => undefined],
    ];
    for (const [address, mark] of notKept) {
      localStorage.clear();
      forgetViewSnapshot(); // (the styles are then written again)
      const root = page();
      mark(root);
      history.replaceState(null, '', `${PATH}${address}`);
      takeViewSnapshot(root);
      expect(localStorage.getItem(SNAPSHOT_KEY), address).toBeNull();
    }
  });

  it('is not taken of a page whose markup cannot show it whole; an older one is removed', () => {
    leaveTyped();
    expect(localStorage.getItem(SNAPSHOT_KEY)).not.toBeNull();
    const root = page();
    root.append(document.createElement('canvas'));
    takeViewSnapshot(root);
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    expect(localStorage.getItem(`${SNAPSHOT_KEY}.html`)).toBeNull();
    // What a screen keeps in memory only (a QR code's logo) is never stored.
    const logo = page();
    logo.querySelector('main')!.setAttribute('data-no-snapshot', '');
    takeViewSnapshot(logo);
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    // Clicks marked on a page before the app listened are not stored with it.
    const marked = page();
    marked.querySelector('textarea')!.setAttribute('data-prerendered-clicked', '1');
    takeViewSnapshot(marked);
    expect(localStorage.getItem(`${SNAPSHOT_KEY}.html`)).not.toContain('data-prerendered-clicked');
  });
});

describe('after the saved data was deleted or replaced', () => {
  it('takes no snapshot of the page still showing what is gone, and removes the one there was', async () => {
    vi.resetModules();
    const fresh = await import('./viewSnapshot');
    leaveTyped();
    expect(localStorage.getItem(SNAPSHOT_KEY)).not.toBeNull();
    fresh.endViewSnapshots();
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    fresh.takeViewSnapshot(page());
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    expect(localStorage.getItem(`${SNAPSHOT_KEY}.html`)).toBeNull();
  });
});

describe('kept while the page is shown', () => {
  // Timers only: no idle callbacks (as in Safari), so the waits are the timeouts'.
  let fresh: typeof import('./viewSnapshot');
  beforeEach(async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.resetModules();
    fresh = await import('./viewSnapshot');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('stores the styles once they settle, while typing goes on; the snapshot once the page settles', async () => {
    const root = page();
    const kept = fresh.keepViewSnapshot(root, () => true);
    const field = root.querySelector('textarea')!;
    // A key every 0.5 s for 6 s: the page never stays unchanged for 1.5 s.
    for (let i = 0; i < 12; i += 1) {
      field.value += '字';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(localStorage.getItem(`${SNAPSHOT_KEY}.css`)).toContain('.ant-input');
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    expect(kept.current()).toBe(false);
    await vi.advanceTimersByTimeAsync(3000);
    expect(localStorage.getItem(`${SNAPSHOT_KEY}.html`)).toContain('字'.repeat(12));
    expect(kept.current()).toBe(true);
    kept.stop();
  });

  it('counts a style added to the page as a change of its styles, a script preloaded (idle) not', async () => {
    const kept = fresh.keepViewSnapshot(page(), () => true);
    const every = async (add: (i: number) => Node) => {
      for (let i = 0; i < 12; i += 1) {
        document.head.appendChild(add(i));
        await vi.advanceTimersByTimeAsync(500);
      }
    };
    await every((i) => {
      const style = document.createElement('style');
      style.textContent = `.late-${i}{color:blue}`;
      return style;
    });
    expect(localStorage.getItem(`${SNAPSHOT_KEY}.css`)).toBeNull();
    await vi.advanceTimersByTimeAsync(3000);
    expect(localStorage.getItem(`${SNAPSHOT_KEY}.css`)).toContain('.late-11');
    localStorage.clear();
    kept.stop();
    const again = fresh.keepViewSnapshot(page(), () => true);
    await every((i) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = `/assets/chunk-${i}.js`;
      return link;
    });
    expect(localStorage.getItem(`${SNAPSHOT_KEY}.css`)).toContain('.ant-input');
    again.stop();
  });
});
