import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Typography, type InputRef } from 'antd';
import { useDeferredValue, useMemo } from 'react';
import { v4 as uuid } from 'uuid';
import { useMessages } from '../../../app/i18n/LanguageContext';
import { NativeSelect } from '../../../app/ui/NativeSelect';
import {
  compareItemOf,
  isBlankOffer,
  MAX_OFFERS,
  PRICE_BASES,
  UNIT_FAMILIES,
  type ComparisonDoc,
  type OfferDraft,
} from '../core';
import { compareSafely } from '../compareSafely';
import { compareMessages } from '../messages';
import { useCompareText } from '../useCompareText';
import { Field } from './Field';
import { OfferCard } from './OfferCard';
import { PasteListings } from './PasteListings';
import { PhotoOffers } from './PhotoOffers';
import { RankingSummary } from './RankingSummary';

interface Props {
  doc: ComparisonDoc;
  onChange: (update: (doc: ComparisonDoc) => ComparisonDoc) => void;
  onAddOffer: () => void;
  /** The offer expanded for editing (one at a time), and how another one is opened. */
  openOfferId: string | null;
  onOpenOffer: (id: string | null) => void;
  /** Deletes at once; the page offers 撤销. */
  onRemoveOffer: (id: string) => void;
  registerSpecInput: (id: string) => (element: InputRef | null) => void;
}

/** 单价比较: the offers, each with its live unit price, and the ranking. */
export function PriceTab(props: Props) {
  const { doc, onChange, onAddOffer, openOfferId, onOpenOffer, onRemoveOffer } = props;
  const { registerSpecInput } = props;
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
  // The copy opens, as it is made to be changed.
  const duplicateOffer = (index: number) => {
    const id = uuid();
    onChange((current) => {
      const source = current.offers[index];
      const copy = { ...source, id, promotion: { ...source.promotion } };
      const offers = [...current.offers];
      offers.splice(index + 1, 0, copy);
      return { ...current, offers };
    });
    onOpenOffer(id);
  };

  const room = MAX_OFFERS - doc.offers.filter((offer) => !isBlankOffer(offer)).length;
  const basisOptions = [
    { value: '', label: t('basis.auto', { label: wording.basisLabel(autoBasis) }) },
    ...UNIT_FAMILIES.map((family) => ({
      label: t(`family.${family}`),
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
            <NativeSelect
              aria-label={t('basis.label')}
              value={PRICE_BASES.some((b) => b.key === doc.basis) ? doc.basis : ''}
              options={basisOptions}
              onChange={(basisKey) => onChange((current) => ({ ...current, basis: basisKey }))}
              className="cmp-basis-select"
            />
          </Field>
          <PasteListings room={room} onChange={onChange} />
          <PhotoOffers room={room} onChange={onChange} />
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
            open={offer.id === openOfferId}
            specRef={registerSpecInput(offer.id)}
            onToggle={() => onOpenOffer(offer.id === openOfferId ? null : offer.id)}
            onChange={(patch) => updateOffer(offer.id, patch)}
            onMove={(step) => moveOffer(index, step)}
            onDuplicate={() => duplicateOffer(index)}
            onRemove={() => onRemoveOffer(offer.id)}
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
