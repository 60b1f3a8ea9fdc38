// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteStored } from '../src/app/runtime/storedKeys';
import { completeRecord } from '../src/app/runtime/keyval';

vi.mock('idb-keyval', () => ({ keys: () => Promise.resolve([]) }));

const source = readFileSync(join(process.cwd(), 'build/prerender-check.js'), 'utf8');
const IDB_KEYS = ['toolbox:compare', 'toolbox:compare.photoReview'];
let opened = 0;

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
  // A database that never answers: the view stays locked while the script waits for it.
  vi.stubGlobal('indexedDB', { open: () => (opened++, {}) });
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the check script and the record of what IndexedDB holds (storedKeys.ts)', () => {
  it('asks IndexedDB while the record is not complete', () => {
    const html = visit();
    expect(opened).toBe(1);
    expect(html.hasAttribute('data-prerendered-checking')).toBe(true);
    expect(html.hasAttribute('data-prerendered-checked')).toBe(false);
  });

  it('unlocks at once when the complete record has none of the view keys', async () => {
    noteStored(['toolbox:json.draft']);
    await completeRecord();
    const html = visit();
    expect(opened).toBe(0);
    expect(html.hasAttribute('data-prerendered-checked')).toBe(true);
    // The app need not wait for an answer, and hydrates the view.
    expect(html.hasAttribute('data-prerendered-checking')).toBe(false);
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
