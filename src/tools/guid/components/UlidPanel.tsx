import { Alert, Descriptions, Grid, Typography } from 'antd';
import { Input } from '../../../app/ui/inputs';
import { useDeferredValue, useId, useMemo } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import {
  createUlidMaker,
  formatUuidTime,
  inspectUuid,
  looksLikeUlid,
  MAX_ULID_COUNT,
  parseUlid,
  ulidOfUuid,
  type UuidInspection,
} from '../core';
import type { GenerationProblem } from '../generatedList';
import { guidMessages, problemMessage } from '../guidMessages';
import type { GuidOptions } from '../guidOptions';
import { IdMaker } from './IdMaker';

/** One maker for the page's life, so that ULIDs of successive clicks stay in order too. */
const makeUlids = createUlidMaker();

interface Props {
  options: GuidOptions;
  setOptions: (patch: Partial<GuidOptions>) => void;
  text: string;
  onChange: (text: string) => void;
}

/** ULID: generate monotonic ULIDs; read one (time, UUID form) or turn a UUID into one. */
export function UlidPanel({ options, setOptions, text, onChange }: Props) {
  const t = useMessages(guidMessages);
  const id = useId();
  return (
    <div>
      <section aria-labelledby={`${id}-gen`}>
        <Typography.Title level={5} id={`${id}-gen`}>
          {t('ulid.generateTitle')}
        </Typography.Title>
        <IdMaker
          fields={[
            {
              key: 'count',
              label: t('ulid.count'),
              value: options.ulidCount,
              min: 1,
              max: MAX_ULID_COUNT,
              onChange: (ulidCount) => setOptions({ ulidCount }),
            },
          ]}
          buttonLabel={t('ulid.generate')}
          make={() => makeUlids(options.ulidCount)}
          listLabel={t('ulid.generated')}
          note={t('ulid.generatedNote')}
          copyAllLabel={t('result.copyAll')}
        />
      </section>
      <section aria-labelledby={`${id}-convert`} style={{ marginTop: 16 }}>
        <Typography.Title level={5} id={`${id}-convert`}>
          {t('ulid.convertTitle')}
        </Typography.Title>
        <label htmlFor={`${id}-input`} className="guid-field-label">
          {t('ulid.input')}
        </label>
        <Input
          id={`${id}-input`}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('ulid.placeholder')}
          allowClear
          className="guid-mono"
          spellCheck={false}
          autoComplete="off"
          style={{ marginBottom: 12 }}
        />
        <UlidConversion text={text} />
      </section>
    </div>
  );
}

/** What was pasted, both forms, and the time in the first 48 bits. */
interface Conversion {
  from: 'ulid' | 'uuid';
  ulid: string;
  uuid: UuidInspection;
  unixMs: number;
}

function convert(text: string): Conversion | { problem: GenerationProblem } | undefined {
  if (text.trim() === '') return undefined;
  if (looksLikeUlid(text)) {
    const parsed = parseUlid(text);
    if (!parsed.ok) return { problem: { code: parsed.code, params: parsed.params } };
    return {
      from: 'ulid',
      ulid: parsed.ulid,
      uuid: inspectUuid(parsed.uuid),
      unixMs: parsed.unixMs,
    };
  }
  const uuid = inspectUuid(text);
  if (!uuid.valid) return { problem: { code: uuid.code, params: uuid.params } };
  const ulid = ulidOfUuid(uuid.canonical);
  const parsed = parseUlid(ulid);
  return { from: 'uuid', ulid, uuid, unixMs: parsed.ok ? parsed.unixMs : 0 };
}

function UlidConversion({ text }: { text: string }) {
  const t = useMessages(guidMessages);
  const phone = Grid.useBreakpoint().md === false;
  const deferred = useDeferredValue(text);
  const result = useMemo(() => convert(deferred), [deferred]);
  if (!result)
    return <Typography.Paragraph type="secondary">{t('ulid.hint')}</Typography.Paragraph>;
  if ('problem' in result) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={problemMessage(t, result.problem.code, result.problem.params)}
      />
    );
  }
  const { uuid } = result;
  if (!uuid.valid) return null;
  const copyable = (value: string) => (
    <Typography.Text copyable={{ text: value }} className="guid-mono guid-break">
      {value}
    </Typography.Text>
  );
  const isV7 = uuid.rfcUuid && uuid.version === 7;
  const timeMeaningful = result.from === 'ulid' || isV7;
  const time = formatUuidTime({ unixMs: result.unixMs });
  const items = [
    { key: 'ulid', label: t('ulid.asUlid'), children: copyable(result.ulid) },
    { key: 'uuid', label: t('inspect.asUuid'), children: copyable(uuid.canonical) },
    {
      key: 'rfc',
      label: t('ulid.uuidKind'),
      children: uuid.rfcUuid ? t('ulid.isRfc', { version: uuid.version }) : t('ulid.notRfc'),
    },
    ...(timeMeaningful
      ? [
          { key: 'beijing', label: t('inspect.timeBeijing'), children: copyable(time.beijing) },
          { key: 'utc', label: t('inspect.timeUtc'), children: copyable(time.utc) },
        ]
      : []),
  ];
  return (
    <div>
      {result.from === 'uuid' && (
        <Alert
          type={isV7 ? 'info' : 'warning'}
          showIcon
          title={t(isV7 ? 'ulid.v7Time' : 'ulid.noTime')}
          style={{ marginBottom: 12 }}
        />
      )}
      <Descriptions
        bordered
        size="small"
        column={1}
        items={items}
        layout={phone ? 'vertical' : 'horizontal'}
        styles={{ label: phone ? {} : { width: 150, whiteSpace: 'nowrap' } }}
      />
    </div>
  );
}
