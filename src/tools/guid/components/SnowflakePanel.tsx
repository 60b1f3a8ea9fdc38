import { Alert, Descriptions, Grid, Typography } from 'antd';
import { Input } from '../../../app/ui/inputs';
import { useDeferredValue, useId, useMemo } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import {
  formatUuidTime,
  generateSnowflakes,
  MAX_SNOWFLAKE_COUNT,
  parseSnowflake,
  type SnowflakeLayout,
} from '../core';
import { guidMessages, problemMessage } from '../guidMessages';
import type { GuidOptions } from '../guidOptions';
import { snowflakeLayoutOf } from '../snowflakeLayout';
import { IdMaker } from './IdMaker';
import { ProblemAlert } from './ProblemAlert';
import { SnowflakeLayoutFields } from './SnowflakeLayoutFields';

interface Props {
  options: GuidOptions;
  setOptions: (patch: Partial<GuidOptions>) => void;
  text: string;
  onChange: (text: string) => void;
}

/** 雪花 ID: read one in a chosen layout, and make new ones. */
export function SnowflakePanel({ options, setOptions, text, onChange }: Props) {
  const t = useMessages(guidMessages);
  const id = useId();
  const { layout, problem } = snowflakeLayoutOf(options);
  return (
    <div>
      <SnowflakeLayoutFields options={options} setOptions={setOptions} layout={layout} />
      <ProblemAlert problem={problem} />
      <label htmlFor={id} className="guid-field-label">
        {t('snowflake.input')}
      </label>
      <Input
        id={id}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('snowflake.placeholder')}
        allowClear
        className="guid-mono"
        spellCheck={false}
        autoComplete="off"
        inputMode="numeric"
        style={{ marginBottom: 12 }}
      />
      {layout && <SnowflakeReadingView text={text} layout={layout} />}
      {layout && <SnowflakeGenerator options={options} setOptions={setOptions} layout={layout} />}
    </div>
  );
}

function SnowflakeReadingView({ text, layout }: { text: string; layout: SnowflakeLayout }) {
  const t = useMessages(guidMessages);
  const phone = Grid.useBreakpoint().md === false;
  const deferred = useDeferredValue(text);
  const result = useMemo(
    () => (deferred.trim() === '' ? undefined : parseSnowflake(deferred, layout)),
    [deferred, layout],
  );
  if (!result)
    return <Typography.Paragraph type="secondary">{t('snowflake.hint')}</Typography.Paragraph>;
  if (!result.ok) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('snowflake.invalid')}
        description={problemMessage(t, result.code, result.params)}
        style={{ marginBottom: 12 }}
      />
    );
  }
  const time = formatUuidTime({ unixMs: result.unixMs });
  const copyable = (value: string) => (
    <Typography.Text copyable={{ text: value }} className="guid-mono guid-break">
      {value}
    </Typography.Text>
  );
  return (
    <div style={{ marginBottom: 16 }}>
      {result.javascriptNumber && (
        <Alert
          type="warning"
          showIcon
          title={t('snowflake.unsafe', { rounded: result.javascriptNumber })}
          style={{ marginBottom: 12 }}
        />
      )}
      <Descriptions
        bordered
        size="small"
        column={1}
        layout={phone ? 'vertical' : 'horizontal'}
        styles={{ label: phone ? {} : { width: 150, whiteSpace: 'nowrap' } }}
        items={[
          { key: 'decimal', label: t('snowflake.decimal'), children: copyable(result.decimal) },
          { key: 'beijing', label: t('inspect.timeBeijing'), children: copyable(time.beijing) },
          { key: 'utc', label: t('inspect.timeUtc'), children: copyable(time.utc) },
          ...result.parts
            .filter((part) => part.field !== 'time')
            .map((part) => ({
              key: part.field,
              label: t(`snowflake.field.${part.field}`),
              children: t('snowflake.partValue', { value: part.value, bits: part.bits }),
            })),
        ]}
      />
    </div>
  );
}

function SnowflakeGenerator({
  options,
  setOptions,
  layout,
}: {
  options: GuidOptions;
  setOptions: (patch: Partial<GuidOptions>) => void;
  layout: SnowflakeLayout;
}) {
  const t = useMessages(guidMessages);
  const id = useId();
  const has = (field: 'dataCentre' | 'worker') =>
    layout.fields.some((part) => part.field === field);
  const field = (
    key: 'snowDc' | 'snowWorker' | 'snowCount',
    label: string,
    min = 0,
    max?: number,
  ) => ({
    key,
    label,
    value: options[key],
    min,
    max,
    onChange: (value: number) => setOptions({ [key]: value }),
  });
  return (
    <section aria-labelledby={`${id}-title`}>
      <Typography.Title level={5} id={`${id}-title`}>
        {t('snowflake.generateTitle')}
      </Typography.Title>
      <IdMaker
        fields={[
          ...(has('dataCentre') ? [field('snowDc', t('snowflake.dataCentreId'))] : []),
          ...(has('worker') ? [field('snowWorker', t('snowflake.workerId'))] : []),
          field('snowCount', t('snowflake.count'), 1, MAX_SNOWFLAKE_COUNT),
        ]}
        buttonLabel={t('snowflake.generate')}
        make={() =>
          generateSnowflakes({
            layout,
            count: options.snowCount,
            dataCentre: options.snowDc,
            worker: options.snowWorker,
            nowMs: Date.now(),
          })
        }
        listLabel={t('snowflake.generated')}
        note={t('snowflake.generatedNote')}
        copyAllLabel={t('result.copyAll')}
      />
    </section>
  );
}
