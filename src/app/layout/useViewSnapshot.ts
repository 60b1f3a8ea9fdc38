import { useEffect } from 'react';
import { afterPageLeave } from '../runtime/onPageLeave';

type SnapshotModule = typeof import('../runtime/viewSnapshot');

/**
 * Keeps a snapshot of the page (src/app/runtime/viewSnapshot.ts) while `enabled` (the current
 * screen's tool asks for it): taken once the page has settled while shown, and again whenever it
 * is hidden or left unless that one is still current, after the saves that moment starts
 * (afterPageLeave), so that the snapshot's fingerprint is that of the saved state it shows. A
 * page closed while visible gets `pagehide` after `visibilitychange`: taken once.
 *
 * Not once another tab has changed what a snapshot depends on: this page may not show that
 * change yet (a tab frozen in the background misses notices), or may merge it into what it
 * saves on leaving, and its markup would then not be what the fingerprint stands for.
 */
export function useViewSnapshot(enabled: boolean): void {
  useEffect(() => {
    const container = document.getElementById('root');
    if (!enabled || !container) return;
    let snapshots: SnapshotModule | undefined;
    let kept: ReturnType<SnapshotModule['keepViewSnapshot']> | undefined;
    let active = true;
    let taken = false;
    let changedElsewhere = false;
    // Loaded now (not in the first bundle): a hidden page may not get to load anything.
    // Offline before the service worker holds its chunk, it cannot load: no snapshot is kept,
    // and the next visit renders the page itself, as without one.
    void import('../runtime/viewSnapshot').then(
      (module) => {
        if (!active) return;
        snapshots = module;
        kept = module.keepViewSnapshot(container, () => !changedElsewhere);
      },
      () => undefined,
    );
    const shown = () => {
      if (document.visibilityState === 'visible') taken = false;
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || !snapshots || snapshots.counts(event.key)) changedElsewhere = true;
    };
    document.addEventListener('visibilitychange', shown);
    window.addEventListener('pageshow', shown);
    window.addEventListener('storage', onStorage);
    const stop = afterPageLeave(() => {
      // (Another tab's snapshot, if any, is left: it may be the right one.)
      if (taken || !snapshots || changedElsewhere) return;
      taken = true;
      if (!kept?.current()) snapshots.takeViewSnapshot(container);
    });
    return () => {
      active = false;
      kept?.stop();
      stop();
      document.removeEventListener('visibilitychange', shown);
      window.removeEventListener('pageshow', shown);
      window.removeEventListener('storage', onStorage);
    };
  }, [enabled]);
}
