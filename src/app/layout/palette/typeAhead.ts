/**
 * Keys typed after Ctrl+K before the palette's input has focus (its chunk may still be on the
 * way, and focus moves a frame after it opens). They are held here, kept out of whatever field
 * had focus, and handed to the palette's input when it takes focus, so "bijiaqi" typed at once
 * arrives whole.
 */
let typed = '';
let listening = false;

function hold(event: KeyboardEvent) {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  if (event.key.length === 1) typed += event.key;
  else if (event.key === 'Backspace') typed = typed.slice(0, -1);
  else return;
  event.preventDefault();
  event.stopPropagation();
}

export function startTypeAhead(): void {
  if (listening) return;
  typed = '';
  listening = true;
  window.addEventListener('keydown', hold, true);
}

/** Stops holding keys and returns what was typed meanwhile. */
export function takeTypeAhead(): string {
  if (listening) window.removeEventListener('keydown', hold, true);
  listening = false;
  const text = typed;
  typed = '';
  return text;
}
