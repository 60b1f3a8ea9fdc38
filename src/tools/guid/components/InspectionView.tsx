import { Alert, Descriptions, Grid, Typography } from 'antd';
import { useMessages } from '../../../app/i18n/LanguageContext';
import {
  formatUuid,
  formatUuidTime,
  FORMAT_PRESETS,
  type UuidFormatStyle,
  type UuidInspection,
  type ValidUuidInspection,
} from '../core';
import { guidMessages, problemMessage, type GuidMessageKey } from '../guidMessages';
import { ByteReadings, readingsNoteKey } from './ByteReadings';

const OTHER_FORMS = ['N', 'B', 'urn', 'base64', 'X'] as const;
const DOTNET_FORMS = [
  { encoding: 'base64', byteOrder: 'dotnet' },
  { encoding: 'hexBytes', byteOrder: 'dotnet' },
] as const;

function versionText(result: ValidUuidInspection, t: ReturnType<typeof useGuidT>): string {
  if (result.special) return t(`inspect.special.${result.special}`);
  if (result.variant !== 'rfc9562') return t('inspect.versionNotApplicable');
  if (result.version >= 1 && result.version <= 8) {
    return t(`inspect.version.${result.version}` as GuidMessageKey);
  }
  return t('inspect.versionUnknown', { version: result.version });
}

function useGuidT() {
  return useMessages(guidMessages);
}

/** The inspector's answer: why not, or everything the UUID says about itself. */
export function InspectionView({ result }: { result: UuidInspection }) {
  const t = useGuidT();
  const phone = Grid.useBreakpoint().md === false;
  if (!result.valid) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('inspect.invalid')}
        description={problemMessage(t, result.code, result.params)}
      />
    );
  }
  const time = result.timestamp ? formatUuidTime(result.timestamp) : undefined;
  const copyable = (text: string) => (
    <Typography.Text copyable={{ text }} className="guid-mono guid-break">
      {text}
    </Typography.Text>
  );
  const items = [
    ...(result.readings
      ? [
          {
            key: 'readings',
            label: t('inspect.byteOrder'),
            children: <ByteReadings readings={result.readings} />,
          },
        ]
      : []),
    ...(result.ulid
      ? [{ key: 'ulid', label: t('inspect.ulidText'), children: copyable(result.ulid) }]
      : []),
    {
      key: 'canonical',
      label: t(result.ulid ? 'inspect.asUuid' : 'inspect.canonical'),
      children: copyable(result.canonical),
    },
    {
      key: 'notation',
      label: t('inspect.notation'),
      children: `${t(`notation.${result.notation}`)}${result.quoted ? t('inspect.quoted') : ''}`,
    },
    // A ULID has no version or variant: its alert says what its bits would mean as a UUID.
    ...(result.ulid
      ? []
      : [
          { key: 'version', label: t('inspect.version'), children: versionText(result, t) },
          { key: 'variant', label: t('inspect.variant'), children: t(`variant.${result.variant}`) },
        ]),
  ];
  if (time) {
    items.push(
      { key: 'beijing', label: t('inspect.timeBeijing'), children: copyable(time.beijing) },
      { key: 'utc', label: t('inspect.timeUtc'), children: copyable(time.utc) },
    );
  }
  if (result.clockSequence !== undefined) {
    items.push({
      key: 'clock',
      label: t('inspect.clockSequence'),
      children: `${result.clockSequence}（0x${result.clockSequence.toString(16).padStart(4, '0')}）`,
    });
  }
  if (result.node) {
    items.push({
      key: 'node',
      label: t('inspect.node'),
      children: t(result.nodeIsRandom ? 'inspect.node.random' : 'inspect.node.mac', {
        node: result.node,
      }),
    });
  }
  const forms = (styles: readonly UuidFormatStyle[]) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      {styles.map((style, index) => (
        // A fixed list: the position is the identity.
        <span key={index}>{copyable(formatUuid(result.canonical, style))}</span>
      ))}
    </div>
  );
  items.push(
    {
      key: 'forms',
      label: t('inspect.otherForms'),
      children: forms(OTHER_FORMS.map((id) => FORMAT_PRESETS[id])),
    },
    { key: 'dotnetForms', label: t('inspect.dotnetForms'), children: forms(DOTNET_FORMS) },
  );

  return (
    <div>
      {result.ulid ? (
        <Alert
          type="info"
          showIcon
          title={t('inspect.isUlid')}
          description={
            result.rfcUuid
              ? t('inspect.ulidRfc', { version: result.version })
              : t('inspect.ulidNotRfc')
          }
          style={{ marginBottom: 12 }}
        />
      ) : result.rfcUuid ? (
        <Alert type="success" showIcon title={t('inspect.valid')} style={{ marginBottom: 12 }} />
      ) : (
        <Alert
          type="warning"
          showIcon
          title={t('inspect.notRfc')}
          description={t('inspect.notRfcHelp')}
          style={{ marginBottom: 12 }}
        />
      )}
      {result.readings && (
        <Alert
          type="info"
          showIcon
          title={t(readingsNoteKey(result.readings))}
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
