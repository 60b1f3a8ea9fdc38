import { useEffect, useRef, type RefObject } from 'react';

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

function isPlainEnter(event: KeyboardEvent): boolean {
  return (
    event.key === 'Enter' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !event.shiftKey &&
    !event.isComposing
  );
}

/** Places where Enter types or chooses something, even when they are <input> elements. */
function isTypingPlace(element: HTMLElement): boolean {
  return (
    element.isContentEditable ||
    element.tagName === 'TEXTAREA' ||
    element.tagName === 'SELECT' ||
    element.getAttribute('role') === 'combobox'
  );
}

export interface MainActionShortcutOptions {
  /**
   * Plain Enter runs the action too where nothing else would use it: with focus on the page
   * body, or in a single-line input inside this element marked `data-enter-regenerates`
   * (e.g. a count or a prefix). Text areas, buttons, menus and dialogs keep their Enter.
   */
  plainEnterIn?: RefObject<HTMLElement | null>;
}

/**
 * Every tool's main action (format, generate, download, add a row) on Ctrl/⌘+Enter from
 * anywhere on its screen. Dialogs keep the key, and a handler that already took it (an
 * editor's own keymap) wins. `undefined` disables the shortcut, e.g. on a tab without one.
 */
export function useMainActionShortcut(
  action: (() => void) | undefined,
  options: MainActionShortcutOptions = {},
): void {
  const latest = useRef(action);
  const plainEnterIn = useRef(options.plainEnterIn);
  useEffect(() => {
    latest.current = action;
    plainEnterIn.current = options.plainEnterIn;
  }, [action, options.plainEnterIn]);

  useEffect(() => {
    const takesPlainEnter = (target: Element | null): boolean => {
      const scope = plainEnterIn.current;
      if (!scope) return false;
      if (!target || target === document.body || target === document.documentElement) return true;
      return (
        target instanceof HTMLElement &&
        target.tagName === 'INPUT' &&
        !isTypingPlace(target) &&
        scope.current?.contains(target) === true &&
        target.closest('[data-enter-regenerates]') !== null
      );
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !latest.current) return;
      const target = event.target instanceof Element ? event.target : null;
      if (!isMainActionKey(event) && !(isPlainEnter(event) && takesPlainEnter(target))) return;
      if (target?.closest('.ant-modal, .ant-drawer, [role="dialog"]')) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
