import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { Input } from '../../../app/ui/inputs';
import { useMessages } from '../../../app/i18n/LanguageContext';
import { useCopy } from '../../../app/ui/useCopy';
import { Exact, savingBetween, type CompareItem, type CompareResult } from '../core';
import { compareMessages } from '../messages';
import { useCompareText } from '../useCompareText';

interface Props {
  result: CompareResult;
  items: CompareItem[];
  basisWord: string;
  planAmount: string;
  onPlanAmountChange: (value: string) => void;
}

function validAmount(text: string): string | undefined {
  const trimmed = text.trim();
  return /^(\d+(\.\d+)?|\.\d+)$/.test(trimmed) &&
    trimmed.length <= 15 &&
    !new Exact(trimmed).isZero()
    ? trimmed
    : undefined;
}

/**
 * The ranking, the cheapest pinned first, each other offer with how much dearer it is (元 per
 * unit and %), and how much the cheapest saves over the dearest on an amount.
 */
export function RankingSummary({
  result,
  items,
  basisWord,
  planAmount,
  onPlanAmountChange,
}: Props) {
  const t = useMessages(compareMessages);
  const { problem } = useCompareText();
  const { copyText } = useCopy();
  const ranked = result.ranking.map((index) => ({
    row: result.rows[index],
    name: items[index].name,
  }));
  if (ranked.length === 0) {
    return <Typography.Paragraph type="secondary">{t('summary.empty')}</Typography.Paragraph>;
  }
  const best = ranked[0];
  const worst = ranked[ranked.length - 1];
  const amount = validAmount(planAmount) ?? best.row.amountInBasis ?? '1';
  const showSaving = ranked.length > 1 && worst.row.rank !== best.row.rank;
  const saving = showSaving
    ? savingBetween(items, result, best.row.index, worst.row.index, amount)
    : undefined;
  const savingText =
    saving !== undefined
      ? t('summary.saving', { amount, unit: basisWord, best: best.name, other: worst.name, saving })
      : undefined;

  const copy = () => {
    const lines = ranked.map(
      ({ row, name }) =>
        `${row.rank}. ${t('summary.copyText', { name, price: row.unitPrice ?? '', unit: basisWord })}${row.cheapest ? t('summary.copyBest', { label: t('offer.cheapest') }) : ''}`,
    );
    void copyText([...lines, ...(savingText ? [savingText] : [])].join('\n'));
  };

  return (
    <div className="cmp-summary">
      {result.warnings.map(problem).map((warning) => (
        <Alert key={warning} type="warning" showIcon title={warning} className="cmp-gap" />
      ))}
      <ol className="cmp-ranking" aria-label={t('summary.title')}>
        {ranked.map(({ row, name }) => (
          <li key={row.index} className={row.cheapest ? 'cmp-ranking-best' : undefined}>
            <span className="cmp-ranking-rank">{row.rank}</span>
            <span className="cmp-ranking-name">{name}</span>
            <span className="cmp-ranking-price">
              {t('offer.perUnit', { price: row.unitPrice ?? '', unit: basisWord })}
            </span>
            {row.cheapest ? (
              <span className="cmp-tag cmp-best-tag">{t('offer.cheapest')}</span>
            ) : (
              <span className="cmp-ranking-more">
                {t('summary.more', {
                  diff: row.moreThanCheapest ?? '—',
                  unit: basisWord,
                  percent: row.percentAboveCheapest ?? '—',
                })}
              </span>
            )}
          </li>
        ))}
      </ol>
      {savingText && (
        <div className="cmp-saving" role="status">
          <strong>{savingText}</strong>
          <label className="cmp-plan">
            <span>{t('summary.planAmount')}</span>
            <Input
              aria-label={t('summary.planAmount')}
              value={planAmount}
              placeholder={t('summary.planPlaceholder')}
              inputMode="decimal"
              maxLength={15}
              suffix={basisWord}
              status={planAmount.trim() !== '' && !validAmount(planAmount) ? 'error' : undefined}
              onChange={(event) => onPlanAmountChange(event.target.value)}
              className="cmp-plan-input"
            />
          </label>
        </div>
      )}
      <Button icon={<CopyOutlined aria-hidden />} onClick={copy}>
        {t('summary.copy')}
      </Button>
    </div>
  );
}
