import { useMessages } from '../../../app/i18n/LanguageContext';
import type { CompareRow } from '../core';
import { compareMessages } from '../messages';
import { useCompareText } from '../useCompareText';

interface Props {
  row: CompareRow | undefined;
  blank: boolean;
  basisWord: string;
}

/** The rank badge at the start of an offer's row: its rank, or why it has none. */
export function RankBadge({ row, blank }: Omit<Props, 'basisWord'>) {
  const ranked = row?.rank != null;
  const out = !blank && row !== undefined && !ranked;
  const className = `cmp-rank-badge${row?.cheapest ? ' cmp-rank-badge-best' : ''}${out ? ' cmp-rank-badge-out' : ''}`;
  return (
    <span className={className} aria-hidden="true">
      {ranked ? row.rank : out ? '!' : '–'}
    </span>
  );
}

/**
 * What a folded offer's row says under its name: what it costs and what you get, or why it is
 * out of the ranking (an input error, an unanswered question), or that it waits for input.
 */
export function OfferRowDetail({ row, blank, basisWord }: Props) {
  const t = useMessages(compareMessages);
  const wording = useCompareText();
  if (blank || !row) return <span className="cmp-row-detail">{t('offer.waiting')}</span>;
  if (row.held) {
    return <span className="cmp-row-detail cmp-row-warning">{t(`held.${row.held}`)}</span>;
  }
  if (row.unitPrice === null) {
    return (
      <span className="cmp-row-detail cmp-row-error">
        {row.error && wording.problem(row.error)}
      </span>
    );
  }
  return (
    <span className="cmp-row-detail">
      {t('offer.total', {
        total: row.total ?? '',
        amount: row.amountInBasis ?? '',
        unit: basisWord,
      })}
    </span>
  );
}

/** A folded offer's unit price with its place: 最划算, or how far above the cheapest. */
export function OfferRowPrice({ row, basisWord }: Omit<Props, 'blank'>) {
  const t = useMessages(compareMessages);
  if (!row || row.unitPrice === null || row.rank == null) return null;
  return (
    <span className="cmp-row-price">
      <span className="cmp-row-unit-price">
        {t('offer.perUnit', { price: row.unitPrice, unit: basisWord })}
      </span>
      {row.cheapest ? (
        <span className="cmp-tag cmp-best-tag">{t('offer.cheapest')}</span>
      ) : (
        <span className="cmp-ranking-more">
          <span className="visually-hidden">{t('offer.rank', { rank: row.rank })} </span>+
          {row.percentAboveCheapest ?? '—'}%
        </span>
      )}
    </span>
  );
}
