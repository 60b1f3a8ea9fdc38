import type { SavedList } from './lastList';

/**
 * A generated UUID's text carries this attribute: the HTML prerendered at build time holds
 * the first list's places empty (a GUID in it would be everybody's), and the check script
 * (build/prerender-check.js) fills each with the visitor's own random UUID before the page's
 * scripts have arrived (issue 19: a GUID shown at once).
 */
export const PREFILL_ATTRIBUTE = { 'data-prefill': 'uuid' } as const;

/** The request key of a list of empty places, which is generated anew at once. */
export const PLACEHOLDER_KEY = '';

const RANDOM_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The first list while React renders the prerendered view or hydrates it: in the browser the
 * v4 UUIDs the check script filled in, adopted as the generated list (`requestKey` is the
 * default request's, which that view is rendered for); on the server, or when they are not
 * all there, `count` empty places, as the HTML holds them.
 */
export function prerenderedList(requestKey: string, count: number): SavedList {
  const filled =
    typeof document === 'undefined'
      ? []
      : Array.from(
          document.querySelectorAll('#root [data-prefill="uuid"]'),
          (element) => element.textContent ?? '',
        );
  if (filled.length === count && filled.every((uuid) => RANDOM_UUID.test(uuid)))
    return { requestKey, uuids: filled, version: '4' };
  return { requestKey: PLACEHOLDER_KEY, uuids: Array<string>(count).fill(''), version: '4' };
}
