import type { ComponentType } from 'react';
import type { Language } from '../i18n/translate';

/** An @ant-design/icons component: rendered with aria-hidden beside the tool's name. */
export type ToolIcon = ComponentType<{ 'aria-hidden'?: boolean }>;

/** A lazily loaded screen: its module's default export is the page component. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export interface ToolKeywords {
  /** Chinese words a user may type. */
  zh: readonly string[];
  /** Full pinyin without tones, one entry per word (initials are derived from these). */
  pinyin: readonly string[];
  en: readonly string[];
}

/** The query parameter that carries an action into a tool (palette, links, home). */
export const ACTION_PARAM = 'action';

/**
 * Something a user can ask a tool to do from outside its screen: the search palette finds it,
 * and `?action=<id>` on the tool's path runs it on the tool's current input. A tool handles
 * every action it declares (useToolAction's types require a handler for each id).
 */
export interface ToolActionDeclaration<A extends string = string> {
  id: A;
  /** Full pinyin of the Chinese name without tones, one syllable per word. */
  pinyin: string;
  /** Further words that find this action (English, abbreviations). */
  keywords?: readonly string[];
}

/** A key combination the tool's screen handles, listed in the help dialog. */
export interface ToolShortcut<A extends string = string> {
  /** Alternatives, each a list of keys: [['Ctrl', 'Enter'], ['⌘', 'Enter']]. */
  keys: readonly (readonly string[])[];
  /** The declared action it runs; the help dialog shows that action's name. */
  action: A;
}

/**
 * One thing the tool saves in the browser, as the settings drawer lists it: by name (the
 * catalogue's `saved[id]`) and by what the user counts (comparisons, recent codes).
 */
export interface SavedDataDeclaration {
  id: string;
  /** Where it lives: a localStorage key, or a key of idb-keyval's default store. */
  store: 'local' | 'idb';
  /** The whole key as stored, e.g. 'toolbox:compare'. */
  key: string;
  /**
   * How many things the user saved in it, from the stored value (parsed JSON for
   * localStorage, the value itself for IndexedDB). Without it the entry counts as one.
   */
  count?: (stored: unknown) => number;
  /**
   * The tool's prerendered view can show this saved value itself, so a visit with it saved
   * still gets that HTML, hydrated (issue 19): 'uuids' is a saved list of UUIDs that
   * build/prerender-check.js writes into the view's `data-prefill` places when it was made for
   * the request the view shows (its `data-prefill-request`). Otherwise the app renders anew.
   */
  prefill?: 'uuids';
  /**
   * An IndexedDB value the screen's first render takes when it is read before it (src/main.tsx
   * reads these keys before rendering a page anew over saved work: keyval.prefetchedValue), so
   * the screen renders once, not again when its own read answers. Only for a value the screen
   * takes and then forgets (keyval.forgetPrefetched): nothing else is read early or kept.
   */
  prefetch?: true;
}

/** The tool's own text that the shell shows (menu, home, palette, help, settings). */
export interface ToolText<A extends string> {
  title: string;
  description: string;
  actions: Record<A, string>;
  /** Names of the saved data, by SavedDataDeclaration id. */
  saved: Record<string, string>;
}

export interface ToolManifest<A extends string = string> {
  id: string;
  path: `/tool/${string}`;
  icon: ToolIcon;
  keywords: ToolKeywords;
  actions: readonly ToolActionDeclaration<A>[];
  shortcuts: readonly ToolShortcut<A>[];
  saved: readonly SavedDataDeclaration[];
  text: Record<Language, ToolText<A>>;
  load: ScreenLoader;
  /**
   * The page left with saved work is shown again as left, at once, while the app renders it
   * (viewSnapshot.ts). Only for a screen whose markup shows it whole: no canvas, no editor
   * that is not a form field (typing there could not be handed to the app).
   */
  snapshot?: true;
}

/** The action ids a manifest declares, e.g. 'format' | 'minify' for JSON解析. */
export type ActionIdOf<M> = M extends ToolManifest<infer A> ? A : never;

/** Declares a tool; `const` keeps the action ids as a union so handlers can be checked. */
export function defineTool<const A extends string>(manifest: ToolManifest<A>): ToolManifest<A> {
  return manifest;
}
