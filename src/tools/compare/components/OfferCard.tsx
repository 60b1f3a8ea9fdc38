import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  DownOutlined,
} from '@ant-design/icons';
import { Button, Space, Tooltip, Typography, type InputRef } from 'antd';
import { Input } from '../../../app/ui/inputs';
import { NativeSelect } from '../../../app/ui/NativeSelect';
import { useId, useRef, type Ref } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import {
  applySpec,
  MAX_SPEC_LENGTH,
  specState,
  type CompareRow,
  type OfferDraft,
  type PromotionDraft,
} from '../core';
import { compareMessages } from '../messages';
import { useCompareText } from '../useCompareText';
import { Field } from './Field';
import { OfferRowDetail, OfferRowPrice, RankBadge } from './OfferRowSummary';
import { PromotionFields, PromotionKindSelect } from './PromotionFields';
import { SpecReading } from './SpecReading';
import { unitSelectOptions } from './unitOptions';
import './offerCard.css';

interface Props {
  offer: OfferDraft;
  /** The name shown when the user typed none: 商品 A, 商品 B… */
  displayName: string;
  row: CompareRow | undefined;
  blank: boolean;
  basisWord: string;
  isFirst: boolean;
  isLast: boolean;
  /** Expanded for editing; folded it is one row (name, what it costs, unit price, rank). */
  open: boolean;
  specRef?: Ref<InputRef>;
  onToggle: () => void;
  onChange: (patch: Partial<OfferDraft>) => void;
  onMove: (step: -1 | 1) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

/**
 * One offer: a row that tells its result and opens the offer, and when open its fields (quick
 * size entry, name, price, size, packs, buy count, promotion), its result and its actions.
 */
export function OfferCard(props: Props) {
  const { offer, displayName, row, blank, basisWord, isFirst, isLast, open, specRef } = props;
  const { onToggle, onChange, onMove, onDuplicate, onRemove } = props;
  const t = useMessages(compareMessages);
  const wording = useCompareText();
  const editorId = useId();
  const section = useRef<HTMLElement>(null);
  // The focus moves on to the next offer's row (or 添加商品) rather than being lost with the
  // deleted offer: the keyboard keeps its place, and Ctrl+Z can undo from there.
  const remove = () => {
    const next = section.current?.nextElementSibling;
    const target = next?.matches('button') ? next : next?.querySelector('button[aria-expanded]');
    onRemove();
    if (target instanceof HTMLElement) target.focus();
  };
  const label = (field: string) => t('offer.fieldLabel', { name: displayName, field });
  const spec = specState(offer);
  const changeSpec = (text: string) => onChange(applySpec(offer, text));
  // Editing the size by hand makes the quick-entry text stale, so it is cleared.
  const changeSize = (patch: Partial<OfferDraft>) => onChange({ ...patch, spec: '' });
  const changePromotion = (patch: Partial<PromotionDraft>) =>
    onChange({ promotion: { ...offer.promotion, ...patch } });

  return (
    <section
      className={`cmp-offer${open ? ' cmp-offer-open' : ''}${row?.cheapest ? ' cmp-offer-best' : ''}`}
      ref={section}
      aria-label={displayName}
      data-testid="offer-card"
    >
      <div className="cmp-offer-head">
        <button
          type="button"
          className="cmp-offer-row"
          aria-expanded={open}
          aria-controls={open ? editorId : undefined}
          onClick={onToggle}
        >
          <RankBadge row={row} blank={blank} />
          <span className="cmp-row-main">
            <span className="cmp-row-name">{displayName}</span>
            {!open && <OfferRowDetail row={row} blank={blank} basisWord={basisWord} />}
          </span>
          {open ? (
            row?.cheapest && <span className="cmp-tag cmp-best-tag">{t('offer.cheapest')}</span>
          ) : (
            <OfferRowPrice row={row} basisWord={basisWord} />
          )}
          <DownOutlined className="cmp-row-chevron" aria-hidden />
        </button>
        {open && (
          <Space.Compact className="cmp-offer-actions">
            <Tooltip title={t('offer.moveUp')}>
              <Button
                icon={<ArrowUpOutlined aria-hidden />}
                aria-label={label(t('offer.moveUp'))}
                disabled={isFirst}
                onClick={() => onMove(-1)}
              />
            </Tooltip>
            <Tooltip title={t('offer.moveDown')}>
              <Button
                icon={<ArrowDownOutlined aria-hidden />}
                aria-label={label(t('offer.moveDown'))}
                disabled={isLast}
                onClick={() => onMove(1)}
              />
            </Tooltip>
            <Tooltip title={t('offer.duplicate')}>
              <Button
                icon={<CopyOutlined aria-hidden />}
                aria-label={label(t('offer.duplicate'))}
                onClick={onDuplicate}
              />
            </Tooltip>
            <Tooltip title={t('offer.remove')}>
              <Button
                icon={<DeleteOutlined aria-hidden />}
                aria-label={label(t('offer.remove'))}
                danger
                onClick={remove}
              />
            </Tooltip>
          </Space.Compact>
        )}
      </div>

      {open && (
        <div id={editorId} className="cmp-offer-editor">
          <Field label={t('offer.spec')}>
            <Input
              ref={specRef}
              aria-label={label(t('offer.spec'))}
              placeholder={t('offer.specPlaceholder')}
              value={offer.spec}
              maxLength={MAX_SPEC_LENGTH}
              status={
                spec.kind === 'unread'
                  ? 'error'
                  : spec.kind === 'read' || spec.kind === 'empty'
                    ? undefined
                    : 'warning'
              }
              onChange={(event) => changeSpec(event.target.value)}
            />
            <SpecReading state={spec} onChange={onChange} />
          </Field>

          <div className="cmp-offer-grid">
            <Field label={t('offer.name')}>
              <Input
                aria-label={label(t('offer.name'))}
                placeholder={displayName}
                value={offer.name}
                maxLength={60}
                onChange={(event) => onChange({ name: event.target.value })}
              />
            </Field>
            <Field label={t('offer.price')}>
              <Input
                aria-label={label(t('offer.price'))}
                value={offer.price}
                inputMode="decimal"
                prefix="¥"
                maxLength={20}
                onChange={(event) => onChange({ price: event.target.value })}
              />
            </Field>
            <Field label={`${t('offer.quantity')} / ${t('offer.unit')}`}>
              <Space.Compact block>
                <Input
                  aria-label={label(t('offer.quantity'))}
                  value={offer.quantity}
                  inputMode="decimal"
                  maxLength={20}
                  onChange={(event) => changeSize({ quantity: event.target.value })}
                />
                <NativeSelect
                  aria-label={label(t('offer.unit'))}
                  value={offer.unit}
                  options={unitSelectOptions(wording)}
                  onChange={(unit) => changeSize({ unit })}
                  className="cmp-unit-select"
                />
              </Space.Compact>
            </Field>
            <Field label={t('offer.packs')}>
              <Input
                aria-label={label(t('offer.packs'))}
                value={offer.packs}
                inputMode="numeric"
                maxLength={7}
                onChange={(event) => changeSize({ packs: event.target.value })}
              />
            </Field>
            <Field label={t('offer.buyCount')}>
              <Input
                aria-label={label(t('offer.buyCount'))}
                value={offer.buyCount}
                inputMode="numeric"
                maxLength={5}
                onChange={(event) => onChange({ buyCount: event.target.value })}
              />
            </Field>
            <PromotionKindSelect
              promotion={offer.promotion}
              ownerName={displayName}
              onChange={changePromotion}
            />
          </div>
          <PromotionFields
            promotion={offer.promotion}
            ownerName={displayName}
            onChange={changePromotion}
          />

          <OfferResult row={row} blank={blank} basisWord={basisWord} />
        </div>
      )}
    </section>
  );
}

function OfferResult({
  row,
  blank,
  basisWord,
}: {
  row: CompareRow | undefined;
  blank: boolean;
  basisWord: string;
}) {
  const t = useMessages(compareMessages);
  const wording = useCompareText();
  if (blank || !row) {
    return <div className="cmp-offer-result cmp-muted">{t('offer.waiting')}</div>;
  }
  if (row.held) {
    return (
      <div className="cmp-offer-result" role="alert">
        <Typography.Text type="warning">{t(`held.${row.held}`)}</Typography.Text>
      </div>
    );
  }
  if (row.unitPrice === null) {
    return (
      <div className="cmp-offer-result" role="alert">
        <Typography.Text type="danger">{row.error && wording.problem(row.error)}</Typography.Text>
      </div>
    );
  }
  return (
    <div className="cmp-offer-result" aria-live="polite">
      <div className="cmp-unit-price">
        {t('offer.perUnit', { price: row.unitPrice, unit: basisWord })}
        {row.promotion && (
          <span className="cmp-tag cmp-promo-tag">{wording.promotion(row.promotion)}</span>
        )}
      </div>
      <div className="cmp-muted">
        {t('offer.total', {
          total: row.total ?? '',
          amount: row.amountInBasis ?? '',
          unit: basisWord,
        })}
      </div>
      {!row.cheapest && row.moreThanCheapest && (
        <div className="cmp-more">
          {t('offer.more', {
            diff: row.moreThanCheapest,
            unit: basisWord,
            percent: row.percentAboveCheapest ?? '—',
          })}
        </div>
      )}
      {row.betterBuyCount && (
        <div className="cmp-hint">
          {t('offer.betterBuy', {
            count: row.betterBuyCount.buyCount,
            price: row.betterBuyCount.unitPrice,
            unit: basisWord,
            total: row.betterBuyCount.total,
          })}
        </div>
      )}
    </div>
  );
}
