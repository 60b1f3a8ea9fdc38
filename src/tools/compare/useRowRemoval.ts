import { useCallback } from 'react';
import { useMessages } from '../../app/i18n/LanguageContext';
import { useUndoNotice } from '../../app/runtime/useUndoNotice';
import type { ComparisonDoc, GoodDraft } from './core';
import { removeById, restoreRemoved } from './core/listRemoval';
import { compareMessages } from './messages';
import { useCompareText } from './useCompareText';

type UpdateComparison = (id: string, update: (doc: ComparisonDoc) => ComparisonDoc) => void;

/**
 * Deleting an offer or a 凑单 good: at once, with 撤销 (and Ctrl+Z) to put it back in its place
 * with its values, into the comparison it came from even if another one is open by then.
 */
export function useRowRemoval(doc: ComparisonDoc | null, updateComparison: UpdateComparison) {
  const t = useMessages(compareMessages);
  const wording = useCompareText();
  const offerUndo = useUndoNotice();

  const removeOffer = useCallback(
    (offerId: string) => {
      if (!doc) return;
      const { removed } = removeById(doc.offers, offerId);
      if (!removed) return;
      const name = removed.item.name.trim() || wording.offerName(removed.index);
      updateComparison(doc.id, (latest) => ({
        ...latest,
        offers: removeById(latest.offers, offerId).list,
      }));
      offerUndo(t('notice.deleted', { name }), () =>
        updateComparison(doc.id, (latest) => ({
          ...latest,
          offers: restoreRemoved(latest.offers, removed),
        })),
      );
    },
    [doc, updateComparison, offerUndo, t, wording],
  );

  const removeGood = useCallback(
    (goodId: string) => {
      if (!doc) return;
      const { removed } = removeById(doc.cart.goods, goodId);
      if (!removed) return;
      const name = removed.item.name.trim() || t('cart.defaultGoodName', { n: removed.index + 1 });
      const setGoods = (update: (goods: GoodDraft[]) => GoodDraft[]) =>
        updateComparison(doc.id, (latest) => ({
          ...latest,
          cart: { ...latest.cart, goods: update(latest.cart.goods) },
        }));
      setGoods((latest) => removeById(latest, goodId).list);
      offerUndo(t('notice.deleted', { name }), () =>
        setGoods((latest) => restoreRemoved(latest, removed)),
      );
    },
    [doc, updateComparison, offerUndo, t],
  );

  return { removeOffer, removeGood };
}
