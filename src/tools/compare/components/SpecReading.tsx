import { Button, Space, Typography } from 'antd';
import { useMessages } from '../../../app/i18n/LanguageContext';
import { fieldsOf, type OfferDraft, type SpecState } from '../core';
import { compareMessages } from '../messages';
import { useCompareText } from '../useCompareText';

interface Props {
  state: SpecState;
  onChange: (patch: Partial<OfferDraft>) => void;
}

/**
 * What quick entry understood, said before anyone relies on it: the amount (with gifts), a
 * choice when the title states several amounts or prices, and what could not be read.
 */
export function SpecReading({ state, onChange }: Props) {
  const t = useMessages(compareMessages);
  const { amount: amountText } = useCompareText();
  if (state.kind === 'empty') return null;
  const { reading } = state;
  const notes = reading.notes.map((note) =>
    t(`spec.note.${note.code}`, note.params as Record<string, string | number>),
  );
  const priceChoice = reading.prices.length > 1 && (
    <div className="cmp-spec-choice">
      <Typography.Text>{t('spec.prices')}</Typography.Text>
      <Space wrap size={4}>
        {reading.prices.map((price) => (
          <Button key={price} size="small" onClick={() => onChange({ price })}>
            ¥{price}
          </Button>
        ))}
      </Space>
    </div>
  );
  return (
    <div className="cmp-understood" role="status">
      {state.kind === 'read' && (
        <Typography.Text type="success">
          {t('offer.understood', { text: amountText(state.amount) })}
          {state.amount.gifts.length > 0 &&
            t('spec.gifts', { gifts: state.amount.gifts.join(t('list.join')) })}
        </Typography.Text>
      )}
      {state.kind === 'choose' && (
        <div className="cmp-spec-choice">
          <Typography.Text type="warning">{t('spec.choose')}</Typography.Text>
          <Space wrap size={4}>
            {reading.amounts.map((amount) => (
              <Button
                key={amountText(amount)}
                size="small"
                onClick={() => onChange(fieldsOf(amount))}
              >
                {amountText(amount)}
              </Button>
            ))}
          </Space>
        </div>
      )}
      {state.kind === 'unread' && (
        <Typography.Text type="danger">{t('spec.unread')}</Typography.Text>
      )}
      {state.kind === 'stale' && (
        <Space wrap size={4}>
          <Typography.Text type="warning">
            {t('spec.stale', { text: amountText(reading.amounts[0]) })}
          </Typography.Text>
          <Button size="small" onClick={() => onChange(fieldsOf(reading.amounts[0]))}>
            {t('spec.useText')}
          </Button>
        </Space>
      )}
      {notes.map((note) => (
        <Typography.Text key={note} type="secondary" className="cmp-spec-note">
          {note}
        </Typography.Text>
      ))}
      {priceChoice}
    </div>
  );
}
