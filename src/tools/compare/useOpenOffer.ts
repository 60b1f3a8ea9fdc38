import { useCallback, useState } from 'react';
import { useSnapshotView, viewOfShownSnapshot } from '../../app/runtime/snapshotView';
import { compareSafely } from './compareSafely';
import type { ComparisonDoc } from './core';

/**
 * The offer a comparison opens with: the first that still needs the user (blank, incomplete,
 * in error or waiting for an answer, so out of the ranking), or none when every offer is ranked.
 */
export function offerToOpen(doc: ComparisonDoc): string | null {
  const { rows } = compareSafely(doc);
  return doc.offers.find((_, index) => rows[index]?.rank == null)?.id ?? null;
}

interface OpenOffer {
  docId: string;
  offerId: string | null;
}
const SNAPSHOT_VIEW = 'compare.openOffer';

/**
 * Which offer of the open comparison is expanded for editing: one at a time, so the list stays
 * one row per offer. Not saved: it is a view of the list, not part of it.
 */
export function useOpenOffer(doc: ComparisonDoc | null) {
  const [state, setState] = useState<OpenOffer | null>(null);
  // The page shown again as left (a snapshot) opens the offer that was open then.
  useSnapshotView(SNAPSHOT_VIEW, state);
  let offerId = state?.offerId ?? null;
  if (doc && state?.docId !== doc.id) {
    // Chosen once each time a comparison is shown, so that filling the offer in does not move
    // the choice to the next one that needs input.
    const shown = viewOfShownSnapshot<OpenOffer | null>(SNAPSHOT_VIEW);
    offerId =
      shown?.docId === doc.id &&
      (shown.offerId === null || doc.offers.some((offer) => offer.id === shown.offerId))
        ? shown.offerId
        : offerToOpen(doc);
    setState({ docId: doc.id, offerId });
  }
  const setOpenOffer = useCallback(
    (id: string | null) => setState((old) => (old ? { ...old, offerId: id } : old)),
    [],
  );
  return [offerId, setOpenOffer] as const;
}
