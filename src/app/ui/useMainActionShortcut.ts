import { useEffect, useRef } from 'react';

/** True on Mac-like systems, where the main-action shortcut is shown as ⌘+Enter. */
export const IS_MAC =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
export const MAIN_ACTION_SHORTCUT = IS_MAC ? '⌘+Enter' : 'Ctrl+Enter';

/** Ctrl+Enter or ⌘+Enter, not while an input method is composing text. */
export function isMainActionKey(event: KeyboardEvent): boolean {
  return (
    event.key === 'Enter' &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    !event.isComposing
  );
}

/**
 * Every tool's main action (format, generate, download, add a row) on Ctrl/⌘+Enter from
 * anywhere on its screen. Dialogs keep the key, and a handler that already took it (an
 * editor's own keymap) wins. `undefined` disables the shortcut, e.g. on a tab without one.
 */
export function useMainActionShortcut(action: (() => void) | undefined): void {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  }, [action]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isMainActionKey(event) || event.defaultPrevented || !latest.current) return;
      const target = event.target;
      if (target instanceof Element && target.closest('.ant-modal, .ant-drawer, [role="dialog"]')) {
        return;
      }
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
