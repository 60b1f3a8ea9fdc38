import { Typography } from 'antd';
import { useMessages } from '../../../app/i18n/LanguageContext';
import { BYTE_ORDERS, type ValidUuidInspection } from '../core';
import { guidMessages, type GuidMessageKey } from '../guidMessages';

type Readings = NonNullable<ValidUuidInspection['readings']>;

/** Which of the two readings the inspector went with, and why: one sentence. */
export function readingsNoteKey(readings: Readings): GuidMessageKey {
  const { rfc, dotnet } = readings;
  if (rfc.rfcUuid && dotnet.rfcUuid) return 'inspect.readings.both';
  if (rfc.rfcUuid) return 'inspect.readings.rfc';
  if (dotnet.rfcUuid) return 'inspect.readings.dotnet';
  return 'inspect.readings.neither';
}

/** Pasted bytes read in RFC and in .NET ToByteArray() order, each said to be a UUID or not. */
export function ByteReadings({ readings }: { readings: Readings }) {
  const t = useMessages(guidMessages);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      {BYTE_ORDERS.map((order) => {
        const reading = readings[order];
        return (
          <div key={order} data-reading={order}>
            <Typography.Text type="secondary">
              {t(`inspect.reading.${order}`)}
              {' · '}
              {reading.rfcUuid
                ? t('inspect.reading.isRfc', { version: reading.version })
                : t('inspect.reading.notRfc')}
            </Typography.Text>
            <br />
            <Typography.Text
              copyable={{ text: reading.canonical }}
              className="guid-mono guid-break"
            >
              {reading.canonical}
            </Typography.Text>
          </div>
        );
      })}
    </div>
  );
}
