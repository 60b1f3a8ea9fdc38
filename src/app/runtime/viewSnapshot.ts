/**
 * A snapshot of a tool's page as the visitor left it (issue 19): coming back to saved work, the
 * prerendered HTML (a first visit's empty view) cannot be shown, and the app takes a phone
 * 1.5–2 s to render the page itself. build/prerender-check.js shows this snapshot instead, at
 * once, when nothing it depends on has changed since it was taken; fields take typing and
 * buttons mark clicks, which src/app/snapshotInput.ts hands to the app once it has rendered.
 *
 * Taken when the page is hidden or left (the last moment a phone's page reliably gets), after
 * the saves that moment flushes (onPageLeave.ts `afterPageLeave`). What it depends on is
 * fingerprinted: every `toolbox…` key of
 * localStorage, which includes the record of IndexedDB writes (storedKeys.ts stamps each
 * write), the preferences (language, theme, menu) and the tool's local drafts. Rescue copies
 * are left out: one is written only beside an IndexedDB write, which the record stamps, and
 * dropped when that write lands (after this snapshot). The release (the entry script's URL),
 * the system's colour scheme and the window's width must match too. A snapshot that no longer
 * fits is not shown (the page is then rendered anew as before), and removed once it can never
 * fit again. A tab that another tab's change may have left behind takes none
 * (useViewSnapshot.ts).
 *
 * It holds the visitor's work, so it stays in this browser like the work itself, and the
 * settings' delete or import removes it with the data (savedDataStore.ts).
 * Names are kept in step with build/prerender-check.js by hand; a unit test checks both.
 */
import { storage } from '../storage/versionedStorage';
import { snapshotView } from './snapshotView';
import { ACTION_PARAM } from './toolManifest';
import { whenIdle } from './whenIdle';

export const SNAPSHOT_KEY = 'toolbox-view-snapshot';
const MARKUP_KEY = `${SNAPSHOT_KEY}.html`;
const STYLES_KEY = `${SNAPSHOT_KEY}.css`;
/**
 * Larger markup, or styles, are not kept (localStorage holds about 5 M characters for the
 * whole site).
 */
const MAX_CHARACTERS = 750_000;

export interface SnapshotMeta {
  path: string;
  /**
   * The query it was taken with: the saved options mirrored, or none. Shown on a visit with
   * that query or none (the app mirrors the same options again), never with another.
   */
  search: string;
  /** The entry script's src: another release renders other markup and styles. */
  release: string;
  dark: boolean;
  width: number;
  fingerprint: string;
  /** What the tools showed without saving it (snapshotView.ts). */
  view: Record<string, unknown>;
}

/** Whether a localStorage key is part of what a snapshot depends on. */
export function counts(key: string): boolean {
  return key.startsWith('toolbox') && !key.startsWith(SNAPSHOT_KEY) && !key.endsWith('.rescue');
}

/**
 * cyrb53 (a 53-bit string hash) over the keys that count, sorted, with their values. The check
 * script computes the same over the same keys before the page shows.
 */
export function storageFingerprint(local: Storage): string {
  const keys: string[] = [];
  for (let i = 0; i < local.length; i += 1) {
    const key = local.key(i);
    if (key !== null && counts(key)) keys.push(key);
  }
  keys.sort();
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  const add = (text: string) => {
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
  };
  for (const key of keys) add(`${key}\u0000${local.getItem(key) ?? ''}\u0001`);
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const FIELDS = 'input, textarea, select';

/** The container's markup with what was typed and chosen written into it (they are properties). */
export function markupWithValues(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  // Clicks marked before the app listened are not the next visit's.
  copy.querySelectorAll('[data-prerendered-clicked]').forEach((element) => {
    element.removeAttribute('data-prerendered-clicked');
  });
  const live = container.querySelectorAll<HTMLElement>(FIELDS);
  copy.querySelectorAll<HTMLElement>(FIELDS).forEach((field, index) => {
    const source = live[index];
    if (field instanceof HTMLTextAreaElement && source instanceof HTMLTextAreaElement)
      field.textContent = source.value;
    else if (field instanceof HTMLSelectElement && source instanceof HTMLSelectElement)
      Array.from(field.options).forEach((option, i) =>
        option.toggleAttribute('selected', source.options[i]?.selected ?? false),
      );
    else if (field instanceof HTMLInputElement && source instanceof HTMLInputElement) {
      if (field.type === 'checkbox' || field.type === 'radio')
        field.toggleAttribute('checked', source.checked);
      else if (field.type !== 'file' && field.type !== 'password')
        field.setAttribute('value', source.value);
    }
  });
  return copy.innerHTML;
}

/** The page's styles as text: antd's injected ones and the app's stylesheets, in order. */
function stylesText(): string {
  const parts: string[] = [];
  const owners = document.querySelectorAll('style, link[rel="stylesheet"]');
  for (const owner of owners) {
    if (owner.matches('[data-prerendered-styles], [data-view-snapshot]')) continue;
    if (owner instanceof HTMLStyleElement) {
      parts.push(owner.textContent ?? '');
      continue;
    }
    try {
      // Not loaded yet (the palette's, fetched when idle): it styles nothing on the page yet.
      const rules = (owner as HTMLLinkElement).sheet?.cssRules;
      if (rules) parts.push(Array.from(rules, (rule) => rule.cssText).join('\n'));
    } catch {
      // Not readable (another origin).
      return '';
    }
  }
  return parts.join('\n');
}

/** Removes the snapshot (a failed or too large one, or the user's delete of saved data). */
export function forgetViewSnapshot(): void {
  const local = storage();
  if (!local) return;
  for (const key of [SNAPSHOT_KEY, MARKUP_KEY, STYLES_KEY]) local.removeItem(key);
  stylesUnsure = true;
}

/**
 * Set once the visitor deleted or replaced the saved data (settings): this page still shows
 * what is gone, until it reloads, and must not keep a copy of it under the new data's
 * fingerprint.
 */
let ended = false;

export function endViewSnapshots(): void {
  ended = true;
  forgetViewSnapshot();
}

/**
 * Whether the stored styles may not be this page's: not known yet, or since the page's styles
 * changed or another tab wrote its own (keepViewSnapshot).
 */
let stylesUnsure = true;

/** The meta of the snapshot this page took last, and the fingerprint it was taken with. */
let lastMeta: string | undefined;
let lastFingerprint: string | undefined;

/**
 * Stores the page's styles, unless stored already; false when they cannot be (none readable,
 * too large, storage full). They are most of a snapshot (300–400 KB) and rarely change on a
 * page: written only when they may have changed. Other styles make the stored markup unfit, so
 * its meta goes first.
 */
function keepStyles(): boolean {
  const local = storage();
  const styles = stylesText();
  if (!local || !styles || styles.length > MAX_CHARACTERS) return false;
  try {
    if (local.getItem(STYLES_KEY) !== styles) {
      local.removeItem(SNAPSHOT_KEY);
      local.setItem(STYLES_KEY, styles);
    }
    stylesUnsure = false;
    return true;
  } catch {
    forgetViewSnapshot();
    return false;
  }
}

/** How long the page must stay unchanged before a snapshot is taken while it is shown. */
const SETTLED_MS = 1500;

/** Runs `work` once SETTLED_MS have passed since the last `schedule()` and the browser is idle. */
function whenSettled(work: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;
  const cancel = () => {
    clearTimeout(timer);
    cancelIdle?.();
  };
  return {
    schedule() {
      cancel();
      timer = setTimeout(() => (cancelIdle = whenIdle(work, SETTLED_MS)), SETTLED_MS);
    },
    cancel,
  };
}

/** Whether a node of <head> (or text inside one) styles the page. */
function styling(node: Node): boolean {
  const element = node instanceof Element ? node : node.parentElement;
  return (
    element instanceof HTMLStyleElement ||
    (element instanceof HTMLLinkElement && element.rel === 'stylesheet')
  );
}

const EVERYTHING = { subtree: true, childList: true, attributes: true, characterData: true };

/**
 * Takes the snapshot ahead as well, while the page is shown: once it has stayed unchanged for
 * a moment (its markup, its fields, its styles: antd adds a component's styles when it first
 * renders) and the browser is idle. Leaving then mostly finds the snapshot current and writes
 * nothing: a closing tab gives its `pagehide` little time before the browser ends it, and a
 * large write there was seen lost now and then in tests on a busy machine. `allowed`: whether
 * a snapshot may be taken now (useViewSnapshot.ts). Returns whether the stored snapshot is this
 * page as it is now, and the stop.
 */
export function keepViewSnapshot(container: HTMLElement, allowed: () => boolean) {
  let changed = true;
  const may = () => document.visibilityState === 'visible' && allowed();
  const take = () => {
    if (!may()) return;
    changed = false;
    takeViewSnapshot(container);
  };
  const settled = whenSettled(take);
  const change = () => {
    changed = true;
    settled.schedule();
  };
  // The styles settle long before a visitor stops typing: stored then, a leave right after an
  // edit (the snapshot not taken yet) writes only the markup, which a closing tab has time for.
  const stylesSettled = whenSettled(() => {
    if (stylesUnsure && !ended && may() && keepable(container)) keepStyles();
  });
  const restyled = () => {
    stylesUnsure = true;
    stylesSettled.schedule();
    change();
  };
  restyled();
  const markup = new MutationObserver(change);
  markup.observe(container, EVERYTHING);
  // Every listener, a stylesheet's late load included, ends with the stop.
  const listening = new AbortController();
  const { signal } = listening;
  const styles = new MutationObserver((records) => {
    let restyle = false;
    for (const record of records) {
      // A screen's stylesheet counts once loaded; a script's preload, the title… do not count.
      for (const node of record.addedNodes)
        if (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
          node.addEventListener('load', restyled, { once: true, signal });
      const nodes = [record.target, ...record.addedNodes, ...record.removedNodes];
      if (nodes.some(styling)) restyle = true;
    }
    if (restyle) restyled();
  });
  styles.observe(document.head, EVERYTHING);
  // A field's value is not in the markup's mutations.
  container.addEventListener('input', change, { signal });
  container.addEventListener('change', change, { signal });
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STYLES_KEY) stylesUnsure = true;
  };
  window.addEventListener('storage', onStorage, { signal });
  return {
    current(): boolean {
      const local = storage();
      return (
        !changed &&
        !!local &&
        local.getItem(SNAPSHOT_KEY) === lastMeta &&
        storageFingerprint(local) === lastFingerprint
      );
    },
    stop(): void {
      settled.cancel();
      stylesSettled.cancel();
      markup.disconnect();
      styles.disconnect();
      listening.abort();
    },
  };
}

/** The release (the entry script's src) when this page can be kept as it is now, else null. */
function keepable(container: HTMLElement): string | null {
  const release = document.querySelector('script[type="module"][src]')?.getAttribute('src');
  // A fragment carries a shared comparison, an action in the query is yet to run: neither is
  // the page as left. Other queries mirror the saved options (useToolOptions.ts), which the
  // next visit renders again; options that came with a link are on screen only, marked
  // data-no-snapshot (LinkOptionsNotice.tsx) as is a QR code's logo, kept in memory only: such
  // a page, and a canvas (its pixels are not in its markup), is not kept.
  const query = new URLSearchParams(window.location.search);
  if (!release || window.location.hash || query.has(ACTION_PARAM)) return null;
  if (container.querySelector('canvas, [data-no-snapshot]')) return null;
  return release;
}

/** Takes the snapshot of `container` (the app's #root) as the page is now. */
export function takeViewSnapshot(container: HTMLElement): void {
  const local = storage();
  if (!local || ended) return;
  const release = keepable(container);
  if (!release) return forgetViewSnapshot();
  const markup = markupWithValues(container);
  if (markup.length > MAX_CHARACTERS || (stylesUnsure && !keepStyles()))
    return forgetViewSnapshot();
  const meta: SnapshotMeta = {
    path: window.location.pathname,
    search: window.location.search,
    release,
    dark: window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
    width: window.innerWidth,
    fingerprint: '',
    view: snapshotView(),
  };
  try {
    // The meta comes last: without it the check script shows nothing.
    local.removeItem(SNAPSHOT_KEY);
    local.setItem(MARKUP_KEY, markup);
    meta.fingerprint = storageFingerprint(local);
    lastMeta = JSON.stringify(meta);
    lastFingerprint = meta.fingerprint;
    local.setItem(SNAPSHOT_KEY, lastMeta);
  } catch {
    // Full: no snapshot rather than half of one.
    forgetViewSnapshot();
  }
}
