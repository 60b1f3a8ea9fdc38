import { useEffect, useRef, type RefObject } from 'react';
import { isMainActionKey } from '../../app/ui/useMainActionShortcut';

function isTypingPlace(target: HTMLElement): boolean {
  return (
    target.isContentEditable ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT' ||
    target.getAttribute('role') === 'combobox'
  );
}

/**
 * Ctrl/⌘+Enter anywhere on the screen regenerates; plain Enter does too when nothing else
 * would use it: focus on the page body or in a single-line field of the generator (count,
 * prefix, suffix). Enter keeps its meaning in text areas, buttons, menus and dialogs.
 */
export function useEnterRegenerates(scope: RefObject<HTMLElement | null>, regenerate: () => void) {
  const latest = useRef(regenerate);
  useEffect(() => {
    latest.current = regenerate;
  }, [regenerate]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.isComposing || event.defaultPrevented) return;
      if (event.altKey || event.shiftKey) return;
      const target = event.target instanceof HTMLElement ? event.target : document.body;
      if (target.closest('.ant-modal, .ant-drawer, [role="dialog"]')) return;
      const withModifier = isMainActionKey(event);
      const onBody = target === document.body || target === document.documentElement;
      const inGeneratorField =
        target.tagName === 'INPUT' &&
        !isTypingPlace(target) &&
        scope.current?.contains(target) === true &&
        target.closest('[data-enter-regenerates]') !== null;
      if (withModifier || onBody || inGeneratorField) {
        event.preventDefault();
        latest.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [scope]);
}
