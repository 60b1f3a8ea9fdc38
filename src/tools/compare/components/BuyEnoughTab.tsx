import { Alert, Card, Space, Typography } from 'antd';
import { Input } from '../../../app/ui/inputs';
import { NativeSelect } from '../../../app/ui/NativeSelect';
import { useMemo } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import {
  compareItemOf,
  findUnit,
  isBlankOffer,
  type BuyEnoughPlan,
  type ComparisonDoc,
} from '../core';
import { compareMessages } from '../messages';
import { useCompareText } from '../useCompareText';
import type { SolverTask } from '../solverTasks';
import { useSolver } from '../useSolver';
import { Field } from './Field';
import { SolverStatus } from './SolverStatus';
import { unitSelectOptions } from './unitOptions';

interface Props {
  doc: ComparisonDoc;
  onChange: (update: (doc: ComparisonDoc) => ComparisonDoc) => void;
}

/** 买够: the cheapest whole-offer combination that reaches the amount needed. */
export function BuyEnoughTab({ doc, onChange }: Props) {
  const t = useMessages(compareMessages);
  const wording = useCompareText();
  const items = useMemo(() => doc.offers.map(compareItemOf), [doc.offers]);
  const nameOf = (index: number) => items[index]?.name || wording.offerName(index);
  const task: SolverTask | null = useMemo(
    () =>
      doc.need.quantity.trim() === ''
        ? null
        : { kind: 'buyEnough', items, need: doc.need, unit: doc.basis || undefined },
    [doc.need, doc.basis, items],
  );
  const { state, output, cancel, retry } = useSolver(task);
  const result = output?.kind === 'buyEnough' ? output.result : null;
  const basisWord = result ? wording.basisWord(result.unit) : '';
  const setNeed = (patch: Partial<ComparisonDoc['need']>) =>
    onChange((current) => ({ ...current, need: { ...current.need, ...patch } }));

  const planCard = (title: string, plan: BuyEnoughPlan, highlight: boolean) => (
    <Card
      size="small"
      title={title}
      className={highlight ? 'cmp-plan-card cmp-offer-best' : 'cmp-plan-card'}
    >
      <ul className="cmp-plain-list">
        {plan.lines.map((line) => (
          <li key={line.index}>
            <span>{t('need.line', { name: nameOf(line.index), count: line.count })}</span>
            <span className="cmp-amount">¥{line.pay}</span>
          </li>
        ))}
      </ul>
      <div className="cmp-unit-price">{t('need.total', { total: plan.total })}</div>
      <div className="cmp-muted">
        {t('need.gets', { amount: plan.amountInBasis, unit: basisWord, price: plan.unitPrice })}
      </div>
    </Card>
  );

  return (
    <div className="cmp-stack">
      <Typography.Paragraph type="secondary">{t('need.intro')}</Typography.Paragraph>
      <Space wrap align="end">
        <Field label={t('need.amount')}>
          <Input
            aria-label={t('need.amount')}
            value={doc.need.quantity}
            inputMode="decimal"
            maxLength={15}
            onChange={(event) => setNeed({ quantity: event.target.value })}
            className="cmp-short-input"
          />
        </Field>
        <Field label={t('need.unit')}>
          <NativeSelect
            aria-label={t('need.unit')}
            value={findUnit(doc.need.unit) ? doc.need.unit : 'kg'}
            options={unitSelectOptions(wording)}
            onChange={(unit) => setNeed({ unit })}
            className="cmp-unit-select"
          />
        </Field>
      </Space>
      {!task && <Typography.Text type="secondary">{t('need.enterAmount')}</Typography.Text>}
      <SolverStatus state={state} onCancel={cancel} onRetry={retry} />
      {result && state.status !== 'error' && (
        <div className={state.status === 'running' ? 'cmp-stale' : undefined}>
          {!result.exact && (
            <Alert type="info" showIcon title={t('need.notExact')} className="cmp-gap" />
          )}
          <div className="cmp-plans">
            {planCard(t('need.best'), result.best, true)}
            {planCard(t('need.naive'), result.naive, false)}
          </div>
          <Typography.Paragraph strong className="cmp-gap" role="status">
            {result.saving === '0.00'
              ? t('need.same')
              : t('need.saving', { saving: result.saving })}
          </Typography.Paragraph>
          {result.skipped
            .filter((skip) => doc.offers[skip.index] && !isBlankOffer(doc.offers[skip.index]))
            .map((skip) => (
              <Typography.Paragraph key={skip.index} type="secondary" className="cmp-small">
                {t('need.skipped', {
                  name: nameOf(skip.index),
                  reason: wording.problem(skip.reason),
                })}
              </Typography.Paragraph>
            ))}
        </div>
      )}
    </div>
  );
}
