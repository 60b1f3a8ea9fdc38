// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noneStored, noteStored } from '../src/app/runtime/storedKeys';
import { completeRecord } from '../src/app/runtime/keyval';
import { CONTROL } from '../src/app/snapshotInput';

vi.mock('idb-keyval', () => ({ keys: () => Promise.resolve([]) }));

const source = readFileSync(join(process.cwd(), 'build/prerender-check.js'), 'utf8');
const IDB_KEYS = ['toolbox:compare', 'toolbox:compare.photoReview'];
let opened = 0;
/** What IndexedDB holds; null: it never answers. */
let stored: string[] | null = null;

/** Answers as IndexedDB does: a request whose success fires in a later task. */
function request(result: unknown) {
  const pending = { result, onsuccess: null as null | (() => void) };
  setTimeout(() => pending.onsuccess?.(), 0);
  return pending;
}
const database = {
  close: () => undefined,
  transaction: () => ({
    objectStore: () => ({ count: (key: string) => request(stored?.includes(key) ? 1 : 0) }),
  }),
};

/** The check script's run in <head>, on 比价器's prerendered page. */
function visit(): HTMLElement {
  const html = document.documentElement;
  for (const { name } of [...html.attributes]) html.removeAttribute(name);
  html.setAttribute('data-prerendered', '/tool/compare');
  html.setAttribute('data-prerendered-idb', IDB_KEYS.join(' '));
  history.replaceState(null, '', '/tool/compare');
  runInThisContext(source);
  return html;
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  opened = 0;
  stored = null;
  vi.stubGlobal('indexedDB', {
    open: () => {
      opened += 1;
      return stored === null ? {} : request(database);
    },
  });
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the check script and the record of what IndexedDB holds (storedKeys.ts)', () => {
  it('keeps the view locked until IndexedDB answers while the record is not complete', async () => {
    const html = visit();
    expect(opened).toBe(1);
    expect(html.hasAttribute('data-prerendered-checking')).toBe(true);
    expect(html.hasAttribute('data-prerendered-checked')).toBe(false);
  });

  it('unlocks the view at once when the complete record has none of its keys; IndexedDB still answers', async () => {
    noteStored(['toolbox:json.draft']);
    await completeRecord();
    stored = ['toolbox:json.draft'];
    const html = visit();
    expect(html.hasAttribute('data-prerendered-checked')).toBe(true);
    // The app waits for IndexedDB's word before hydrating.
    expect(opened).toBe(1);
    expect(html.hasAttribute('data-prerendered-checking')).toBe(true);
    await vi.runAllTimersAsync();
    expect(html.hasAttribute('data-prerendered-checking')).toBe(false);
    expect(html.hasAttribute('data-prerendered-stale')).toBe(false);
    expect(noneStored(IDB_KEYS)).toBe(true);
  });

  it('renders anew with the work a tab of an older build saved unrecorded, and stops trusting the record', async () => {
    await completeRecord();
    stored = ['toolbox:compare'];
    const html = visit();
    expect(html.hasAttribute('data-prerendered-stale')).toBe(false);
    await vi.runAllTimersAsync();
    expect(html.hasAttribute('data-prerendered-stale')).toBe(true);
    expect(html.hasAttribute('data-prerendered-checking')).toBe(false);
    expect(noneStored(IDB_KEYS)).toBeUndefined();
  });

  it('a database that never answers: rendered anew without a record, hydrated (typing kept) with a complete one', async () => {
    // stored === null: the open never answers.
    let html = visit();
    await vi.advanceTimersByTimeAsync(2900);
    expect(html.hasAttribute('data-prerendered-checking')).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(html.hasAttribute('data-prerendered-checking')).toBe(false);
    expect(html.hasAttribute('data-prerendered-stale')).toBe(true);

    await completeRecord();
    html = visit();
    await vi.advanceTimersByTimeAsync(3100);
    expect(html.hasAttribute('data-prerendered-checking')).toBe(false);
    expect(html.hasAttribute('data-prerendered-checked')).toBe(true);
    expect(html.hasAttribute('data-prerendered-stale')).toBe(false);
  });

  it('marks the view stale at once when the record has one of its keys', async () => {
    await completeRecord();
    noteStored(['toolbox:compare.photoReview']);
    const html = visit();
    expect(opened).toBe(0);
    expect(html.hasAttribute('data-prerendered-stale')).toBe(true);
    expect(html.hasAttribute('data-prerendered-checking')).toBe(false);
  });
});

describe('the check script and the theme', () => {
  const systemScheme = (dark: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: dark && query === '(prefers-color-scheme: dark)',
    }));
  const savePreferences = (themeMode: string) =>
    localStorage.setItem(
      'toolbox:preferences',
      JSON.stringify({ data: { language: 'zh-CN', themeMode, menuCollapsed: false } }),
    );

  it('marks a dark system visit dark and keeps the prerendered page: its markup is the same in both themes', () => {
    systemScheme(true);
    const html = visit();
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(html.hasAttribute('data-prerendered-stale')).toBe(false);
  });

  it('marks nothing on a light system', () => {
    systemScheme(false);
    const html = visit();
    expect(html.hasAttribute('data-theme')).toBe(false);
    expect(html.hasAttribute('data-prerendered-stale')).toBe(false);
  });

  it('keeps the prerendered page for a theme chosen in the settings, in its colours', () => {
    systemScheme(false);
    savePreferences('dark');
    let html = visit();
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(html.hasAttribute('data-prerendered-stale')).toBe(false);

    systemScheme(true);
    savePreferences('light');
    html = visit();
    expect(html.hasAttribute('data-theme')).toBe(false);
    expect(html.hasAttribute('data-prerendered-stale')).toBe(false);

    savePreferences('system');
    html = visit();
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(html.hasAttribute('data-prerendered-stale')).toBe(false);
  });

  it('renders anew for another language or a collapsed menu, dark or not', () => {
    systemScheme(true);
    localStorage.setItem(
      'toolbox:preferences',
      JSON.stringify({ data: { language: 'en-US', themeMode: 'system', menuCollapsed: false } }),
    );
    let html = visit();
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(html.hasAttribute('data-prerendered-stale')).toBe(true);
    localStorage.setItem(
      'toolbox:preferences',
      JSON.stringify({ data: { language: 'zh-CN', themeMode: 'light', menuCollapsed: true } }),
    );
    html = visit();
    expect(html.hasAttribute('data-theme')).toBe(false);
    expect(html.hasAttribute('data-prerendered-stale')).toBe(true);
  });
});

describe('the check script and the hand-over from a snapshot (src/app/snapshotInput.ts)', () => {
  it('marks a click on exactly the controls the hand-over finds again by their text, and a tap on a select', () => {
    const html = visit();
    document.body.innerHTML = `<div id="root">
      <button>添加商品</button><div role="button">展开</div><div role="tab">批量</div>
      <button role="switch">开关</button><div role="checkbox">勾选</div><span>文字</span>
      <input aria-label="价格"><div class="ant-select"><span>克</span>
      <input role="combobox" aria-label="单位"></div></div>`;
    const root = document.getElementById('root')!;
    for (const element of root.querySelectorAll('div, button, span'))
      (element as HTMLElement).click();
    const marked = [...root.querySelectorAll('[data-prerendered-clicked]')];
    expect(
      marked.map((element) => element.textContent || element.getAttribute('aria-label')),
    ).toEqual(['添加商品', '展开', '批量', '开关', '单位']);
    expect(marked.slice(0, -1)).toEqual([...root.querySelectorAll(CONTROL)]);
    html.removeAttribute('data-prerendered');
  });
});

describe('the check script and clicks before the app listens (src/app/prerendered.ts)', () => {
  it('keeps a marked click from React, hydrating meanwhile; once the app listens, leaves clicks to it', () => {
    const html = visit();
    document.body.innerHTML = '<div id="root"><header><button>设置</button></header></div>';
    const root = document.getElementById('root')!;
    const button = root.querySelector('button')!;
    const reached: string[] = [];
    root.addEventListener('click', () => reached.push('bubble'));
    root.addEventListener('click', () => reached.push('capture'), true);
    button.click();
    expect(button.getAttribute('data-prerendered-clicked')).not.toBeNull();
    expect(reached).toEqual([]);
    button.removeAttribute('data-prerendered-clicked');
    html.setAttribute('data-app-listening', '');
    button.click();
    expect(button.hasAttribute('data-prerendered-clicked')).toBe(false);
    expect(reached).toEqual(['capture', 'bubble']);
    html.removeAttribute('data-prerendered');
  });
});
