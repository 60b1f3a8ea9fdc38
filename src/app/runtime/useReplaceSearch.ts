import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A rewrite asked for in this render's location, not yet reflected by the router: a second
 * rewrite in the same commit (options mirrored, `?action` stripped) builds on it rather than
 * undoing it.
 */
let queued: { from: string; search: string } | undefined;

/**
 * Rewrites the query of the current address in place (history replace), keeping the path and
 * the fragment: react-router's setSearchParams drops the `#…` part, which carries 比价器's
 * share links. Does nothing when the query would not change.
 */
export function useReplaceSearch(): (
  update: (current: URLSearchParams) => URLSearchParams,
) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef(location);
  useEffect(() => {
    latest.current = location;
  });
  return useCallback(
    (update) => {
      const { pathname, search, hash, key } = latest.current;
      const base = queued?.from === key ? queued.search : search;
      const current = new URLSearchParams(base);
      const next = update(new URLSearchParams(current)).toString();
      if (next === current.toString()) return;
      queued = { from: key, search: next ? `?${next}` : '' };
      navigate({ pathname, search: queued.search, hash }, { replace: true });
    },
    [navigate],
  );
}
