import { Alert, Button, Checkbox, Space, Typography } from 'antd';
import { Input } from '../../../../app/ui/inputs';
import { useMessages } from '../../../../app/i18n/LanguageContext';
import { readListing } from '../../core';
import { photoMessages } from '../../messages/photo';
import { useCompareText } from '../../useCompareText';
import type { TagDraft } from './tagDraft';

interface Props {
  index: number;
  draft: TagDraft;
  onChange: (patch: Partial<TagDraft>) => void;
}

/** One tag or listing read from the photo: every field editable, unsure ones marked. */
export function TagReview({ index, draft, onChange }: Props) {
  const t = useMessages(photoMessages);
  const { amount: amountText } = useCompareText();
  const amounts = readListing(draft.spec).amounts;
  const { doubtful } = draft.tag;
  const status = (unsure: boolean) => (unsure ? 'warning' : undefined);
  return (
    <fieldset className="cmp-photo-tag" data-testid="photo-tag">
      <legend>
        <Checkbox
          checked={draft.include}
          onChange={(event) => onChange({ include: event.target.checked })}
        >
          {t('photo.offer', { index: index + 1 })} · {t('photo.include')}
        </Checkbox>
      </legend>
      {(doubtful.name || doubtful.amount || doubtful.price) && (
        <Alert type="warning" showIcon className="cmp-photo-check" title={t('photo.check')} />
      )}
      <label className="cmp-photo-field">
        <span>{t('photo.name')}</span>
        <Input
          value={draft.name}
          status={status(doubtful.name)}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </label>
      <label className="cmp-photo-field">
        <span>{t('photo.spec')}</span>
        <Input
          value={draft.spec}
          status={status(doubtful.amount || amounts.length !== 1)}
          onChange={(event) => onChange({ spec: event.target.value })}
        />
      </label>
      <Typography.Text
        type={amounts.length === 1 ? 'success' : 'warning'}
        className="cmp-photo-amount"
      >
        {amounts.length === 1
          ? t('photo.amount', { amount: amountText(amounts[0]) })
          : amounts.length === 0
            ? t('photo.amountNone')
            : t('photo.amountChoose')}
      </Typography.Text>
      <label className="cmp-photo-field">
        <span>{t('photo.price')}</span>
        <Input
          value={draft.price}
          inputMode="decimal"
          status={status(doubtful.price || draft.price === '')}
          onChange={(event) => onChange({ price: event.target.value })}
        />
      </label>
      {draft.tag.reading.prices.length > 1 && (
        <Space wrap size={4} className="cmp-photo-prices">
          <Typography.Text>{t('photo.pricesRead')}</Typography.Text>
          {draft.tag.reading.prices.map((price) => (
            <Button
              key={price}
              size="small"
              type={price === draft.price ? 'primary' : 'default'}
              onClick={() => onChange({ price })}
            >
              ¥{price}
            </Button>
          ))}
        </Space>
      )}
      <details className="cmp-photo-lines">
        <summary>{t('photo.lines')}</summary>
        <ul>
          {draft.tag.lines.map((line, lineIndex) => (
            <li key={lineIndex} className={line.weakest < 0.8 ? 'cmp-photo-unsure' : undefined}>
              {line.text}
            </li>
          ))}
        </ul>
      </details>
    </fieldset>
  );
}
