import { InputNumber, Select, Typography } from 'antd';
import { useId } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import type { SnowflakeLayout } from '../core';
import { guidMessages, type GuidMessageKey } from '../guidMessages';
import { SNOWFLAKE_LAYOUTS, type GuidOptions } from '../guidOptions';

interface Props {
  options: GuidOptions;
  setOptions: (patch: Partial<GuidOptions>) => void;
  layout?: SnowflakeLayout;
}

const CUSTOM_FIELDS = [
  ['snowEpoch', 'snowflake.epoch'],
  ['snowTimeBits', 'snowflake.bits.time'],
  ['snowDcBits', 'snowflake.bits.dataCentre'],
  ['snowWorkerBits', 'snowflake.bits.worker'],
  ['snowSeqBits', 'snowflake.bits.sequence'],
] as const;

/** Which layout: a preset, or a custom epoch and widths; and what the chosen one is made of. */
export function SnowflakeLayoutFields({ options, setOptions, layout }: Props) {
  const t = useMessages(guidMessages);
  const id = useId();
  return (
    <div className="guid-field">
      <label htmlFor={`${id}-layout`} className="guid-field-label">
        {t('snowflake.layout')}
      </label>
      <Select
        id={`${id}-layout`}
        value={options.snowLayout}
        onChange={(value: string) => setOptions({ snowLayout: value })}
        options={SNOWFLAKE_LAYOUTS.map((value) => ({
          value,
          label: t(`snowflake.layout.${value}` as GuidMessageKey),
        }))}
        style={{ width: '100%', maxWidth: 300 }}
      />
      {options.snowLayout === 'custom' && (
        <div className="guid-snow-custom">
          {CUSTOM_FIELDS.map(([key, label]) => (
            <div key={key} className={key === 'snowEpoch' ? 'guid-snow-epoch' : undefined}>
              <label htmlFor={`${id}-${key}`} className="guid-field-label">
                {t(label)}
              </label>
              <InputNumber
                id={`${id}-${key}`}
                value={options[key]}
                precision={0}
                onChange={(value) => {
                  if (typeof value === 'number') setOptions({ [key]: value });
                }}
                style={{ width: '100%' }}
              />
            </div>
          ))}
        </div>
      )}
      {layout && (
        <Typography.Text className="guid-help">
          {t('snowflake.summary', {
            epoch: new Date(layout.epochMs).toISOString(),
            unit: layout.unitMs,
            parts: layout.fields
              .map(({ field, bits }) =>
                t('snowflake.summaryPart', { bits, name: t(`snowflake.field.${field}`) }),
              )
              .join(' · '),
          })}
        </Typography.Text>
      )}
    </div>
  );
}
