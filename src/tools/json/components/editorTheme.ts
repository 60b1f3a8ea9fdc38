import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** Follows the app's resolved theme (the shell sets `data-theme` on <html>). */
export function useDocumentDark(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.dataset.theme === 'dark',
    () => false,
  );
}

const base = {
  '&': { fontSize: '13px', height: '100%' },
  '.cm-scroller': {
    fontFamily:
      "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', 'Noto Sans Mono CJK SC', monospace",
    lineHeight: '1.55',
  },
  '&.cm-focused': { outline: 'none' },
  '.cm-gutters': { borderRight: 'none' },
};

const lightTheme = EditorView.theme(
  {
    ...base,
    '&': { ...base['&'], backgroundColor: '#ffffff', color: '#1f2328' },
    // Line numbers and the placeholder meet AA contrast (4.5:1) on the active-line tint too.
    '.cm-gutters': { ...base['.cm-gutters'], backgroundColor: '#f6f8fa', color: '#656d76' },
    '.cm-placeholder': { color: '#5c6670' },
    '.cm-activeLineGutter': { backgroundColor: '#e8f5ef' },
    '.cm-activeLine': { backgroundColor: '#f3faf7' },
  },
  { dark: false },
);

const darkTheme = EditorView.theme(
  {
    ...base,
    '&': { ...base['&'], backgroundColor: '#141414', color: '#e6e6e6' },
    '.cm-content': { caretColor: '#e6e6e6' },
    '.cm-cursor, .cm-dropCursor': { borderLeftColor: '#e6e6e6' },
    '.cm-gutters': { ...base['.cm-gutters'], backgroundColor: '#1b1b1b', color: '#8b949e' },
    '.cm-placeholder': { color: '#a0a7b0' },
    '.cm-activeLineGutter': { backgroundColor: '#1f2d27' },
    '.cm-activeLine': { backgroundColor: '#1a221f' },
    '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
      backgroundColor: '#264f43 !important',
    },
    '.cm-panels': { backgroundColor: '#1b1b1b', color: '#e6e6e6' },
    '.cm-searchMatch': { backgroundColor: '#5a4a1a' },
    '.cm-tooltip': { backgroundColor: '#1f1f1f', color: '#e6e6e6' },
  },
  { dark: true },
);

const lightHighlight = HighlightStyle.define([
  { tag: tags.propertyName, color: '#0b6e4f' },
  { tag: tags.string, color: '#a3430d' },
  { tag: tags.number, color: '#1750eb' },
  { tag: [tags.bool, tags.null], color: '#8250df' },
  { tag: [tags.brace, tags.squareBracket, tags.separator], color: '#57606a' },
]);

const darkHighlight = HighlightStyle.define([
  { tag: tags.propertyName, color: '#5fd3a5' },
  { tag: tags.string, color: '#f0a575' },
  { tag: tags.number, color: '#79b8ff' },
  { tag: [tags.bool, tags.null], color: '#d2a8ff' },
  { tag: [tags.brace, tags.squareBracket, tags.separator], color: '#9da5b0' },
]);

export function editorTheme(dark: boolean) {
  return dark
    ? [darkTheme, syntaxHighlighting(darkHighlight)]
    : [lightTheme, syntaxHighlighting(lightHighlight)];
}
