import { Alert, Button, Checkbox, Space, Typography, type InputProps } from 'antd';
import { useId } from 'react';
import { Input } from '../../../../app/ui/inputs';
import { useMessages } from '../../../../app/i18n/LanguageContext';
import { readListing } from '../../core';
import type { OcrCorrection } from '../../core/ocr/tags';
import { photoMessages } from '../../messages/photo';
import { useCompareText } from '../../useCompareText';
import type { TagDraft } from './tagDraft';

interface Props {
  index: number;
  draft: TagDraft;
  onChange: (patch: Partial<TagDraft>) => void;
}

type Field = 'name' | 'spec' | 'price';

/**
 * One tag or listing read from the photo: every field editable, unsure ones marked, and a
 * field whose text the clean-up changed ("550m1" read as 550ml) says what was read.
 */
export function TagReview({ index, draft, onChange }: Props) {
  const t = useMessages(photoMessages);
  const id = useId();
  const { amount: amountText } = useCompareText();
  const amounts = readListing(draft.spec).amounts;
  const { doubtful, corrections } = draft.tag;
  const cleaned = (list: OcrCorrection[]) =>
    list.map(({ read, cleaned }) => t('photo.cleaned', { read, cleaned })).join('；');
  /** A labelled input; amber when unsure or changed by the clean-up, which it then names. */
  const field = (key: Field, label: string, unsure: boolean, input: InputProps) => {
    const changed = corrections[key].length > 0;
    return (
      <>
        <label className="cmp-photo-field">
          <span>{label}</span>
          <Input
            {...input}
            value={draft[key]}
            status={unsure || changed ? 'warning' : undefined}
            aria-describedby={changed ? `${id}-${key}` : undefined}
            onChange={(event) => onChange({ [key]: event.target.value })}
          />
        </label>
        {changed && (
          <Typography.Text type="warning" id={`${id}-${key}`} className="cmp-photo-cleaned">
            {cleaned(corrections[key])}
          </Typography.Text>
        )}
      </>
    );
  };
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
      {field('name', t('photo.name'), doubtful.name, {})}
      {field('spec', t('photo.spec'), doubtful.amount || amounts.length !== 1, {})}
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
      {field('price', t('photo.price'), doubtful.price || draft.price === '', {
        inputMode: 'decimal',
      })}
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
              {line.corrections.length > 0 &&
                t('photo.lineRead', {
                  read: line.corrections.map((one) => one.read).join('、'),
                })}
            </li>
          ))}
        </ul>
      </details>
    </fieldset>
  );
}
