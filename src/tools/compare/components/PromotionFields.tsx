import { Checkbox } from 'antd';
import { Input } from '../../../app/ui/inputs';
import { NativeSelect } from '../../../app/ui/NativeSelect';
import { useMessages } from '../../../app/i18n/LanguageContext';
import { PROMOTION_KINDS, type PromotionDraft } from '../core';
import { compareMessages } from '../messages';
import { Field } from './Field';

interface Props {
  promotion: PromotionDraft;
  ownerName: string;
  onChange: (patch: Partial<PromotionDraft>) => void;
}

/** The 促销 selector and the fields of the chosen kind (values of other kinds are kept). */
export function PromotionKindSelect({ promotion, ownerName, onChange }: Props) {
  const t = useMessages(compareMessages);
  return (
    <Field label={t('offer.promotion')} grow>
      <NativeSelect
        aria-label={t('offer.fieldLabel', { name: ownerName, field: t('offer.promotion') })}
        value={promotion.kind}
        onChange={(kind) => onChange({ kind })}
        options={[
          { value: 'none', label: t('promo.none') },
          ...PROMOTION_KINDS.map((kind) => ({ value: kind, label: t(`promo.${kind}`) })),
        ]}
      />
    </Field>
  );
}

export function PromotionFields({ promotion, ownerName, onChange }: Props) {
  const t = useMessages(compareMessages);
  const input = (
    field: 'rate' | 'over' | 'off' | 'nth' | 'buy' | 'get' | 'minSpend',
    label: string,
    numeric = true,
  ) => (
    <Field label={label}>
      <Input
        aria-label={t('offer.fieldLabel', { name: ownerName, field: label })}
        value={promotion[field]}
        inputMode={numeric ? 'decimal' : 'numeric'}
        onChange={(event) => onChange({ [field]: event.target.value })}
        className="cmp-short-input"
        maxLength={20}
      />
    </Field>
  );
  switch (promotion.kind) {
    case 'none':
      return null;
    case 'discount':
      return <div className="cmp-promo-fields">{input('rate', t('promo.rate'))}</div>;
    case 'threshold':
      return (
        <div className="cmp-promo-fields">
          {input('over', t('promo.over'))}
          {input('off', t('promo.off'))}
          <Checkbox
            checked={promotion.repeat}
            onChange={(event) => onChange({ repeat: event.target.checked })}
          >
            {t('promo.repeat')}
          </Checkbox>
        </div>
      );
    case 'nthDiscount':
      return (
        <div className="cmp-promo-fields">
          {input('nth', t('promo.nth'), false)}
          {input('rate', t('promo.nthRate'))}
        </div>
      );
    case 'buyGet':
      return (
        <div className="cmp-promo-fields">
          {input('buy', t('promo.buy'), false)}
          {input('get', t('promo.get'), false)}
        </div>
      );
    case 'coupon':
      return (
        <div className="cmp-promo-fields">
          {input('off', t('promo.couponOff'))}
          {input('minSpend', t('promo.minSpend'))}
        </div>
      );
  }
}
