import { DEFAULT_PREFERENCES, type Preferences } from './state/preferences';

/**
 * The HTML prerendered at build time (build/prerender.ts) is the app as a first visit sees it:
 * zh-CN, the default preferences, no work saved by the tool whose view it holds. Its markup is
 * the same in every theme mode (the build checks it), so the visitor's own theme hydrates it:
 * a dark visit is styled dark by the dark values in the page's stylesheet.
 * `<html data-prerendered>` names the path it was rendered for. The browser hydrates it only
 * when its own first render would be the same; otherwise it renders from scratch.
 * build/prerender-check.js, which runs before the HTML is shown, makes the same check and marks
 * the page `data-prerendered-stale`, which hides the HTML (global.css), so an English or
 * collapsed-menu user sees no flash of it.
 */
export function canHydrate(html: HTMLElement, pathname: string, preferences: Preferences): boolean {
  return (
    html.dataset.prerendered === pathname &&
    !html.hasAttribute('data-prerendered-stale') &&
    preferences.language === DEFAULT_PREFERENCES.language &&
    preferences.menuCollapsed === DEFAULT_PREFERENCES.menuCollapsed
  );
}

/**
 * Resolves once the check script knows whether the visitor saved work in IndexedDB for the
 * tool whose view the HTML holds (it may then have marked the page stale).
 */
export function prerenderChecked(html: HTMLElement): Promise<void> {
  if (!html.hasAttribute('data-prerendered-checking')) return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('toolbox:prerender-checked', () => resolve(), { once: true }),
  );
}

/**
 * Marks the page as the app's: the check script's menu button stops acting. A side menu it
 * opened before the scripts is handed to the app's own menu (the drawer on a phone).
 */
export function takeOverFromHtml(html: HTMLElement): void {
  html.setAttribute('data-app-rendered', '');
  if (!html.hasAttribute('data-prerendered-menu')) return;
  html.removeAttribute('data-prerendered-menu');
  document.querySelector<HTMLElement>('.app-menu-button')?.click();
}

/**
 * The window event that says how many changes made before the app rendered did not reach it:
 * on a snapshot of the page, those that found no counterpart in the app's page
 * (src/app/snapshotInput.ts); on the prerendered view, all of them when IndexedDB turned out to
 * hold saved work and the page was rendered anew with it. AppLayout tells the user.
 */
export const EARLY_INPUT_LOST = 'toolbox:early-input-lost';

export type TextField = HTMLInputElement | HTMLTextAreaElement;
export const TEXT_FIELD = 'textarea, input:not([type=checkbox]):not([type=radio]):not([type=file])';

/**
 * Hands `text` to React as typed into `field`: React tracks the value it last saw through the
 * field's own `value` setter, so that is set to empty, then the text through the prototype's
 * setter, and the input event reads as a change, which its onChange receives.
 */
export function typeInto(field: TextField, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = '';
  setValue?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Text typed into the prerendered HTML before hydration. React keeps such text in the field
 * but not in its state, so the field's next render would empty it: `replay` hands each one
 * to React as an input event, which its onChange receives.
 */
export function watchTypingBeforeHydration(container: HTMLElement) {
  const typed = new Map<TextField, string>();
  // Typed before this script ran: the field's value differs from the one in the HTML.
  for (const field of container.querySelectorAll<TextField>(TEXT_FIELD)) {
    if (field.value !== field.defaultValue) typed.set(field, field.value);
  }
  // Typed while React hydrates (it yields to the browser between pieces of work).
  const record = (event: Event) => {
    const field = event.target;
    if (field instanceof Element && field.matches(TEXT_FIELD)) {
      typed.set(field as TextField, (field as TextField).value);
    }
  };
  container.addEventListener('input', record, true);
  return {
    replay() {
      container.removeEventListener('input', record, true);
      for (const [field, text] of typed) if (field.isConnected) typeInto(field, text);
      typed.clear();
    },
    /** The view is rendered anew instead: how many fields held typing it loses. */
    drop(): number {
      container.removeEventListener('input', record, true);
      const lost = [...typed.keys()].filter((field) => field.value !== field.defaultValue).length;
      typed.clear();
      return lost;
    },
  };
}

/**
 * Does what the visitor's tap on a control marked by the check script did: a click, or on a
 * select's box (antd opens it on mousedown, which a click does not send) a press.
 */
export function press(control: HTMLElement): void {
  if (control.getAttribute('role') !== 'combobox') control.click();
  else control.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
}

/** How many clicks the check script marked on the view (a view rendered anew loses them). */
export const dropMarkedClicks = (container: HTMLElement): number => takeMarks(container).size;

/** The clicks the check script marked in `container`, by their order; the marks removed. */
function takeMarks(container: HTMLElement): Map<number, HTMLElement> {
  const clicks = new Map<number, HTMLElement>();
  for (const control of container.querySelectorAll<HTMLElement>('[data-prerendered-clicked]')) {
    for (const order of (control.dataset.prerenderedClicked ?? '').split(' '))
      clicks.set(Number(order), control);
    control.removeAttribute('data-prerendered-clicked');
  }
  return clicks;
}

/**
 * Buttons of the prerendered view clicked before the app listened, which the check script
 * marked in order and kept from React (build/prerender-check.js), clicked again once hydrated,
 * in the order clicked, so an early tap on 重新生成 or 设置 does what it says rather than
 * nothing. Those marked before hydrating are taken now: a part React renders anew instead of
 * hydrating it loses its marks with its elements. `replay` returns how many found their button
 * gone, to be said rather than dropped in silence; from then on clicks reach React itself.
 */
export function takeClicksBeforeHydration(html: HTMLElement, container: HTMLElement) {
  const early = takeMarks(container);
  return {
    /** Once: StrictMode runs the first render's effect twice in development. */
    replay(): number {
      html.setAttribute('data-app-listening', '');
      const clicks = [...early, ...takeMarks(container)].sort((a, b) => a[0] - b[0]);
      early.clear();
      let lost = 0;
      for (const [, control] of clicks) {
        if (control.isConnected) press(control);
        else lost += 1;
      }
      return lost;
    },
  };
}
