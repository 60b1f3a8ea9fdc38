/** Pure key handling of the global shortcuts, so the rules are testable without a browser. */
export type ShortcutCommand =
  { type: 'palette' } | { type: 'help' } | { type: 'screen'; index: number };

export interface KeyLike {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** True when focus is in a text field, where plain keys must type rather than act. */
  inTextField: boolean;
}

export function shortcutFor(event: KeyLike): ShortcutCommand | undefined {
  const mod = event.ctrlKey || event.metaKey;
  if (mod && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
    return { type: 'palette' };
  }
  // Alt+digit by physical key: on a Mac Option+1 types '¡', so event.key cannot be used.
  const digit = /^Digit([1-9])$/.exec(event.code);
  if (event.altKey && !mod && !event.shiftKey && digit) {
    return { type: 'screen', index: Number(digit[1]) - 1 };
  }
  if (event.inTextField || mod || event.altKey) return undefined;
  if (event.key === '/') return { type: 'palette' };
  if (event.key === '?') return { type: 'help' };
  return undefined;
}

/** Inputs, text areas, selects and rich editors (CodeMirror is contenteditable). */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(
      target.type,
    );
  }
  return target.getAttribute('role') === 'combobox' || target.getAttribute('role') === 'textbox';
}
