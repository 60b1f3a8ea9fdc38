import { Select, Typography } from 'antd';
import { Input } from '../../../app/ui/inputs';
import { useId } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import {
  checkAlphabet,
  collisionHint,
  generateNanoids,
  MAX_NANOID_COUNT,
  NANOID_ALPHABETS,
  NANOID_MAX_SIZE,
  NANOID_MIN_SIZE,
  type NanoidAlphabetId,
} from '../core';
import { guidMessages, problemMessage, type GuidMessageKey } from '../guidMessages';
import { NANOID_ALPHABET_CHOICES, type GuidOptions } from '../guidOptions';
import { IdMaker } from './IdMaker';

interface Props {
  options: GuidOptions;
  setOptions: (patch: Partial<GuidOptions>) => void;
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** “1.3 × 10¹⁸” for huge counts, grouped digits for countable ones. */
function countText(log10: number): string {
  if (log10 < 15) return Math.round(10 ** log10).toLocaleString('zh-CN');
  const exponent = Math.floor(log10);
  const power = Array.from(String(exponent), (digit) => SUPERSCRIPT[Number(digit)]).join('');
  return `${(10 ** (log10 - exponent)).toFixed(1)} × 10${power}`;
}

/** NanoID: an alphabet (preset or checked custom), a size and a count; the collision odds. */
export function NanoidPanel({ options, setOptions }: Props) {
  const t = useMessages(guidMessages);
  const id = useId();
  const custom = options.nanoAlphabet === 'custom';
  const alphabet = custom
    ? options.nanoCustom
    : NANOID_ALPHABETS[options.nanoAlphabet as NanoidAlphabetId];
  const checked = checkAlphabet(alphabet);
  const hint = checked.ok ? collisionHint(checked.alphabet.length, options.nanoSize) : undefined;

  return (
    <div>
      <div className="guid-field">
        <label htmlFor={`${id}-alphabet`} className="guid-field-label">
          {t('nanoid.alphabet')}
        </label>
        <Select
          id={`${id}-alphabet`}
          value={options.nanoAlphabet}
          onChange={(value: string) => setOptions({ nanoAlphabet: value })}
          options={NANOID_ALPHABET_CHOICES.map((choice) => ({
            value: choice,
            label: t(`nanoid.alphabet.${choice}` as GuidMessageKey),
          }))}
          style={{ width: '100%', maxWidth: 360 }}
        />
        {!custom && (
          <Typography.Text className="guid-help guid-mono guid-break">{alphabet}</Typography.Text>
        )}
      </div>
      {custom && (
        <div className="guid-field">
          <label htmlFor={`${id}-custom`} className="guid-field-label">
            {t('nanoid.custom')}
          </label>
          <Input
            id={`${id}-custom`}
            value={options.nanoCustom}
            onChange={(event) => setOptions({ nanoCustom: event.target.value })}
            placeholder={t('nanoid.customPlaceholder')}
            className="guid-mono"
            spellCheck={false}
            autoComplete="off"
            status={checked.ok ? undefined : 'error'}
            aria-invalid={!checked.ok}
            aria-describedby={checked.ok ? undefined : `${id}-custom-problem`}
          />
          {!checked.ok && options.nanoCustom !== '' && (
            <Typography.Text type="danger" id={`${id}-custom-problem`} className="guid-help">
              {problemMessage(t, checked.code, checked.params)}
            </Typography.Text>
          )}
        </div>
      )}
      <IdMaker
        fields={[
          {
            key: 'size',
            label: t('nanoid.size'),
            value: options.nanoSize,
            min: NANOID_MIN_SIZE,
            max: NANOID_MAX_SIZE,
            onChange: (nanoSize) => setOptions({ nanoSize }),
          },
          {
            key: 'count',
            label: t('nanoid.count'),
            value: options.nanoCount,
            min: 1,
            max: MAX_NANOID_COUNT,
            onChange: (nanoCount) => setOptions({ nanoCount }),
          },
        ]}
        buttonLabel={t('nanoid.generate')}
        disabled={!checked.ok}
        make={() => generateNanoids(alphabet, options.nanoSize, options.nanoCount)}
        hint={
          hint && (
            <Typography.Paragraph type="secondary">
              {t('nanoid.collision', {
                bits: hint.bits.toFixed(1).replace(/\.0$/, ''),
                ids: countText(hint.log10IdsForOnePercent),
              })}
            </Typography.Paragraph>
          )
        }
        listLabel={t('nanoid.generated')}
        copyAllLabel={t('result.copyAll')}
      />
    </div>
  );
}
