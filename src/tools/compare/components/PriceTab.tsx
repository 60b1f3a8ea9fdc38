import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Select, Typography, type InputRef } from 'antd';
import { useDeferredValue, useMemo } from 'react';
import { v4 as uuid } from 'uuid';
import { useMessages } from '../../../app/i18n/LanguageContext';
import {
  CompareInputError,
  compareItemOf,
  compareItems,
  isBlankOffer,
  MAX_OFFERS,
  PRICE_BASES,
  UNIT_FAMILIES,
  type CompareResult,
  type ComparisonDoc,
  type OfferDraft,
} from '../core';
import { compareMessages } from '../messages';
import { useCompareText } from '../useCompareText';
import { Field } from './Field';
import { OfferCard } from './OfferCard';
import { PasteListings } from './PasteListings';
import { RankingSummary } from './RankingSummary';

interface Props {
  doc: ComparisonDoc;
  onChange: (update: (doc: ComparisonDoc) => ComparisonDoc) => void;
  onAddOffer: () => void;
  registerSpecInput: (id: string) => (element: InputRef | null) => void;
}

function compareSafely(doc: ComparisonDoc): CompareResult {
  const items = doc.offers.map(compareItemOf);
  try {
    return compareItems(items, { unit: doc.basis || undefined });
  } catch (error) {
    // A basis from an old link or file that no longer exists: fall back to the automatic one.
    if (error instanceof CompareInputError) return compareItems(items);
    throw error;
  }
}

/** 单价比较: the offers, each with its live unit price, and the ranking. */
export function PriceTab({ doc, onChange, onAddOffer, registerSpecInput }: Props) {
  const t = useMessages(compareMessages);
  const wording = useCompareText();
  const deferredDoc = useDeferredValue(doc);
  const result = useMemo(() => compareSafely(deferredDoc), [deferredDoc]);
  const items = useMemo(
    () =>
      deferredDoc.offers.map((offer, index) => ({
        ...compareItemOf(offer),
        name: offer.name.trim() || wording.offerName(index),
      })),
    [deferredDoc, wording],
  );
  const basisWord = wording.basisWord(result.unit);
  const autoBasis = compareSafely({ ...deferredDoc, basis: '' }).unit;

  const updateOffer = (id: string, patch: Partial<OfferDraft>) =>
    onChange((current) => ({
      ...current,
      offers: current.offers.map((offer) => (offer.id === id ? { ...offer, ...patch } : offer)),
    }));
  const moveOffer = (index: number, step: -1 | 1) =>
    onChange((current) => {
      const offers = [...current.offers];
      const [moved] = offers.splice(index, 1);
      offers.splice(index + step, 0, moved);
      return { ...current, offers };
    });
  const removeOffer = (id: string) =>
    onChange((current) => ({
      ...current,
      offers: current.offers.filter((offer) => offer.id !== id),
    }));
  const duplicateOffer = (index: number) =>
    onChange((current) => {
      const source = current.offers[index];
      const copy = { ...source, id: uuid(), promotion: { ...source.promotion } };
      const offers = [...current.offers];
      offers.splice(index + 1, 0, copy);
      return { ...current, offers };
    });

  const basisOptions = [
    { value: '', label: t('basis.auto', { label: wording.basisLabel(autoBasis) }) },
    ...UNIT_FAMILIES.map((family) => ({
      label: t(`family.${family}`),
      title: t(`family.${family}`),
      options: PRICE_BASES.filter((b) => b.family === family).map((b) => ({
        value: b.key,
        label: wording.basisLabel(b.key),
      })),
    })),
  ];

  return (
    <div className="cmp-price-layout">
      <div className="cmp-offers">
        <div className="cmp-toolbar-row">
          <Field label={t('basis.label')}>
            <Select
              aria-label={t('basis.label')}
              value={PRICE_BASES.some((b) => b.key === doc.basis) ? doc.basis : ''}
              options={basisOptions}
              onChange={(basisKey) => onChange((current) => ({ ...current, basis: basisKey }))}
              className="cmp-basis-select"
              popupMatchSelectWidth={false}
            />
          </Field>
          <PasteListings
            room={MAX_OFFERS - doc.offers.filter((offer) => !isBlankOffer(offer)).length}
            onChange={onChange}
          />
        </div>
        {doc.offers.map((offer, index) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            displayName={offer.name.trim() || wording.offerName(index)}
            row={deferredDoc.offers[index]?.id === offer.id ? result.rows[index] : undefined}
            blank={isBlankOffer(offer)}
            basisWord={basisWord}
            isFirst={index === 0}
            isLast={index === doc.offers.length - 1}
            specRef={registerSpecInput(offer.id)}
            onChange={(patch) => updateOffer(offer.id, patch)}
            onMove={(step) => moveOffer(index, step)}
            onDuplicate={() => duplicateOffer(index)}
            onRemove={() => removeOffer(offer.id)}
          />
        ))}
        <Button
          type="dashed"
          block
          size="large"
          icon={<PlusOutlined aria-hidden />}
          onClick={onAddOffer}
          className="cmp-add"
        >
          {t('offer.add')}
        </Button>
        <Typography.Text type="secondary" className="cmp-add-hint">
          {t('offer.addHint')}
        </Typography.Text>
      </div>
      <Card title={t('summary.title')} size="small" className="cmp-summary-card">
        <RankingSummary
          result={result}
          items={items}
          basisWord={basisWord}
          planAmount={doc.planAmount}
          onPlanAmountChange={(planAmount) => onChange((current) => ({ ...current, planAmount }))}
        />
      </Card>
    </div>
  );
}
