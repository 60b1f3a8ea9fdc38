import { useEffect } from 'react';
import { afterPageLeave } from '../runtime/onPageLeave';

/**
 * Takes a snapshot of the page whenever it is hidden or left (src/app/runtime/viewSnapshot.ts),
 * while `enabled` (the current screen's tool asks for it): after the saves that moment starts
 * (afterPageLeave), so that the snapshot's fingerprint is that of the saved state it shows. A
 * page closed while visible gets `pagehide` after `visibilitychange`: taken once.
 */
export function useViewSnapshot(enabled: boolean): void {
  useEffect(() => {
    const container = document.getElementById('root');
    if (!enabled || !container) return;
    let takeViewSnapshot: ((container: HTMLElement) => void) | undefined;
    // Loaded now (not in the first bundle): a hidden page may not get to load anything.
    void import('../runtime/viewSnapshot').then((module) => {
      takeViewSnapshot = module.takeViewSnapshot;
    });
    let taken = false;
    const shown = () => {
      if (document.visibilityState === 'visible') taken = false;
    };
    document.addEventListener('visibilitychange', shown);
    const stop = afterPageLeave(() => {
      if (taken || !takeViewSnapshot) return;
      taken = true;
      takeViewSnapshot(container);
    });
    return () => {
      stop();
      document.removeEventListener('visibilitychange', shown);
    };
  }, [enabled]);
}
