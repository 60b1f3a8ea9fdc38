import { press, TEXT_FIELD, typeInto, type TextField } from './prerendered';

/**
 * What the visitor does on a snapshot of the page (src/app/runtime/viewSnapshot.ts, shown by
 * build/prerender-check.js) before the app has rendered the page anew over it: text typed,
 * boxes ticked, options chosen, buttons clicked (the check script marks those, in order, with
 * data-prerendered-clicked, as on the prerendered HTML), and the field being typed into. React
 * replaces the snapshot's elements with its own, which show the same saved state: each is
 * found again by what it is and says, and by its place among the visible elements alike.
 */

// The controls whose clicks the check script marks (build/prerender-check.test.ts ties the two).
export const CONTROL = 'button, [role="button"], [role="tab"], [role="switch"]';
const INTERACTIVE = `${TEXT_FIELD}, input, select, ${CONTROL}`;

/**
 * An id React made (useId: `_R_…_` when hydrated, `_r_…_` when rendered anew) differs between
 * the snapshot's page and the app's, so it never identifies an element (antd names a radio
 * group's inputs with one).
 */
const GENERATED_ID = /^_r_[0-9a-z]+_$/i;

function signature(element: Element): string {
  const text = element.matches(CONTROL) ? (element.textContent ?? '').trim().slice(0, 80) : '';
  return ['type', 'role', 'aria-label', 'name', 'placeholder']
    .map((name) => element.getAttribute(name) ?? '')
    .map((value) => (GENERATED_ID.test(value) ? '' : value))
    .concat(element.tagName, text)
    .join('|');
}

/**
 * The interactive elements that show, each by its signature and its place among those alike.
 * Hidden ones are left out: before the app has measured the window it renders the phone's and
 * the desktop's header both, and CSS shows one.
 */
export function keyedElements(container: HTMLElement): Map<Element, string> {
  const seen = new Map<string, number>();
  const keys = new Map<Element, string>();
  for (const element of container.querySelectorAll(INTERACTIVE)) {
    if (element.getClientRects().length === 0) continue;
    const signed = signature(element);
    const place = seen.get(signed) ?? 0;
    seen.set(signed, place + 1);
    keys.set(element, `${signed}#${place}`);
  }
  return keys;
}

function isTextField(element: Element): element is TextField {
  return element.matches(TEXT_FIELD);
}

/** Whether the visitor changed a field of the snapshot: typed into it, ticked it, chose another option. */
function changed(old: Element): boolean {
  return (
    (isTextField(old) && old.value !== old.defaultValue) ||
    (old instanceof HTMLInputElement && old.checked !== old.defaultChecked) ||
    (old instanceof HTMLSelectElement && old.selectedOptions[0]?.defaultSelected === false)
  );
}

/** Hands one element's change on the snapshot to its counterpart in the app's page. */
function carry(old: Element, now: Element): void {
  if (!changed(old)) return;
  if (isTextField(old) && isTextField(now)) typeInto(now, old.value);
  else if (old instanceof HTMLInputElement && now instanceof HTMLInputElement) {
    if (now.checked !== old.checked) now.click();
  } else if (old instanceof HTMLSelectElement && now instanceof HTMLSelectElement) {
    now.value = old.value;
    now.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

const TOGGLES = ['aria-expanded', 'aria-pressed', 'aria-checked'];

/**
 * The clicks on a snapshot's control that the app's page still needs: all of them for a plain
 * button, but for a toggle (a row that opens, a switch) or a tab, what they were meant to reach
 * (the state the visitor saw, toggled by each click): one click when the page is not there yet,
 * none when it already is.
 */
function clicksStillWanted(old: Element, now: Element, orders: number[]): number[] {
  const toggle = TOGGLES.find((name) => ['true', 'false'].includes(old.getAttribute(name) ?? ''));
  if (toggle) {
    const wanted = (old.getAttribute(toggle) === 'true') !== (orders.length % 2 === 1);
    return (now.getAttribute(toggle) === 'true') === wanted ? [] : [orders[0]];
  }
  if (old.getAttribute('role') === 'tab')
    return now.getAttribute('aria-selected') === 'true' ? [] : [orders[orders.length - 1]];
  return orders;
}

/** How long the app's page may take to show every element the visitor used on the snapshot. */
const WAIT_MS = 3000;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Call before rendering over the snapshot (it is laid out then). `replay` once the app's first
 * render has committed: it waits (a frame at a time, up to 3 s) until the app's page shows a
 * counterpart of every element the visitor changed, clicked or was typing into, then hands each
 * change over. Resolves to how many found no counterpart (the caller says so to the user).
 */
export function takeInputOnSnapshot(container: HTMLElement) {
  const before = keyedElements(container);
  let focused: Element | null = container.contains(document.activeElement)
    ? document.activeElement
    : null;
  const onFocus = (event: FocusEvent) => {
    focused = event.target instanceof Element ? event.target : null;
  };
  container.addEventListener('focusin', onFocus);
  const clickedOn = (old: Element) =>
    (old.getAttribute('data-prerendered-clicked') ?? '').split(' ').filter(Boolean).map(Number);

  return {
    async replay(): Promise<number> {
      container.removeEventListener('focusin', onFocus);
      const used = [...before].filter(
        ([old]) => changed(old) || clickedOn(old).length > 0 || old === focused,
      );
      let after = new Map<string, Element>();
      for (const started = performance.now(); ; await nextFrame()) {
        after = new Map([...keyedElements(container)].map(([element, key]) => [key, element]));
        if (used.every(([, key]) => after.has(key)) || performance.now() - started > WAIT_MS) break;
      }
      const clicks: [number, HTMLElement][] = [];
      let lost = 0;
      for (const [old, key] of used) {
        const now = after.get(key);
        if (!now) {
          if (changed(old) || clickedOn(old).length > 0) lost += 1;
          continue;
        }
        carry(old, now);
        const orders = clickedOn(old);
        if (orders.length > 0 && now instanceof HTMLElement)
          for (const order of clicksStillWanted(old, now, orders)) clicks.push([order, now]);
      }
      // Focus first: a click handler that moves focus (to a field it adds) then still does.
      const focus = focused && before.get(focused);
      const refocus = focus ? after.get(focus) : undefined;
      if (refocus instanceof HTMLElement) {
        refocus.focus();
        try {
          if (focused && isTextField(focused) && isTextField(refocus))
            refocus.setSelectionRange(focused.selectionStart, focused.selectionEnd);
        } catch {
          // A field without a selection (type=number): the caret stays where focus puts it.
        }
      }
      clicks.sort((a, b) => a[0] - b[0]).forEach(([, control]) => press(control));
      return lost;
    },
  };
}
