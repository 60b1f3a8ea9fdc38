import { CopyOutlined, DownloadOutlined, FileImageOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Spin, Typography } from 'antd';
import {
  MAX_BYTES,
  type CameraFix,
  type EncodedQr,
  type QrCapacityError,
  type QrStyle,
  type RecentContent,
} from '../core';
import { useQrMessages } from '../hooks/useQrMessages';
import type { VerifiedOutput } from '../hooks/useVerifiedOutput';
import { workerErrorText } from '../worker/client';
import { CameraFigures, CameraProblems } from './CameraVerdict';
import { QrSvg } from './QrSvg';
import { RecentMenu } from './RecentMenu';
import { alertIcon } from './alertIcon';
import { SimpleEmpty } from '../../../app/ui/SimpleEmpty';

export type Encoding =
  | { status: 'empty'; reason?: 'geoInvalid' | 'telInvalid' | 'eventInvalid' }
  | { status: 'ok'; qr: EncodedQr }
  | { status: 'over'; error: QrCapacityError };

interface PreviewCardProps {
  encoding: Encoding;
  /** The input changed and the preview waits for typing to pause. */
  stale: boolean;
  output: VerifiedOutput;
  onOverride: () => void;
  /** Applies a camera check's one-click fix to the options. */
  onFix: (fix: CameraFix) => void;
  look: {
    margin: number;
    foreground: string;
    background: string;
    logo?: { href: string; scalePercent: number };
    style: QrStyle;
  };
  hasLogo: boolean;
  onDownloadPng: () => void;
  onDownloadSvg: () => void;
  onDownloadJpg: () => void;
  onCopy: () => void;
  recent: readonly RecentContent[];
  onOpenRecent: (entry: RecentContent) => void;
  onClearRecent: () => void;
  shortcut: string;
}

interface VerifyStatusProps {
  output: VerifiedOutput;
  onOverride: () => void;
  onFix: (fix: CameraFix) => void;
}

function VerifyStatus({ output, onOverride, onFix }: VerifyStatusProps) {
  const t = useQrMessages();
  if (output.status === 'idle') return null;
  if (output.status === 'checking')
    return (
      <Typography.Text type="secondary" role="status">
        <Spin size="small" /> {t('verify.checking')}
      </Typography.Text>
    );
  if (output.status === 'error') {
    const text = workerErrorText(output.error);
    return (
      <Alert
        type="error"
        showIcon
        icon={alertIcon('error')}
        title={t(text.key, text.vars)}
        role="alert"
        action={
          output.overridden ? undefined : (
            <Button size="small" danger onClick={onOverride}>
              {t('verify.override')}
            </Button>
          )
        }
      />
    );
  }
  if (output.verify.ok && output.camera.ok)
    return (
      <Alert
        type="success"
        showIcon
        icon={alertIcon('success')}
        title={t('verify.ok')}
        description={
          <>
            <div>{t('camera.ok')}</div>
            <CameraFigures camera={output.camera} />
          </>
        }
        role="status"
        className="qr-verify"
      />
    );
  if (output.overridden)
    return (
      <Alert
        type="warning"
        showIcon
        icon={alertIcon('warning')}
        title={t('verify.overridden')}
        role="status"
      />
    );
  if (output.verify.ok)
    return <CameraProblems camera={output.camera} onFix={onFix} onOverride={onOverride} />;
  const unreadable = output.verify.reason === 'unreadable';
  return (
    <Alert
      type="error"
      showIcon
      icon={alertIcon('error')}
      role="alert"
      title={unreadable ? t('verify.unreadable') : t('verify.mismatch')}
      description={
        <span className="qr-break">
          {output.verify.reason === 'mismatch'
            ? t('verify.mismatch.detail', { decoded: output.verify.decodedText })
            : t('verify.unreadable.detail')}
        </span>
      }
      action={
        <Button size="small" danger onClick={onOverride}>
          {t('verify.override')}
        </Button>
      }
    />
  );
}

/** The live code, its capacity line, the verification result and the outputs. */
export function PreviewCard(props: PreviewCardProps) {
  const t = useQrMessages();
  const { encoding, output } = props;
  const usable =
    encoding.status === 'ok' &&
    !props.stale &&
    output.status !== 'checking' &&
    output.status !== 'idle';
  return (
    <Card
      title={t('preview.title')}
      className="qr-preview-card"
      extra={
        <RecentMenu
          recent={props.recent}
          onOpen={props.onOpenRecent}
          onClear={props.onClearRecent}
        />
      }
    >
      <div className="qr-preview-body">
        {encoding.status === 'empty' && (
          <SimpleEmpty
            description={encoding.reason ? t(`preview.${encoding.reason}`) : t('preview.empty')}
          />
        )}
        {encoding.status === 'over' && (
          <Alert
            type="error"
            showIcon
            icon={alertIcon('error')}
            role="alert"
            title={t('preview.overCapacity')}
            description={
              <>
                <div>
                  {t('preview.overCapacity.detail', {
                    used: encoding.error.usedBytes,
                    max: encoding.error.maxBytes,
                    excess: encoding.error.excessBytes,
                    level: encoding.error.errorLevel,
                    maxL: MAX_BYTES.L,
                  })}
                </div>
                {props.hasLogo && <div>{t('preview.overCapacity.logo')}</div>}
              </>
            }
          />
        )}
        {encoding.status === 'ok' && (
          <>
            <div
              className={[
                'qr-svg-frame',
                props.stale && 'qr-stale',
                props.look.style.transparent && 'qr-transparent',
              ]
                .filter(Boolean)
                .join(' ')}
              aria-busy={props.stale}
            >
              <QrSvg qr={encoding.qr} {...props.look} label={t('preview.alt')} />
            </div>
            <Typography.Text className="qr-capacity" data-testid="qr-capacity">
              {t('preview.capacity', {
                used: encoding.qr.usedBytes,
                max: encoding.qr.maxBytes,
                version: encoding.qr.version,
                level: encoding.qr.errorLevel,
              })}
            </Typography.Text>
            <VerifyStatus output={output} onOverride={props.onOverride} onFix={props.onFix} />
          </>
        )}
      </div>
      <Space wrap className="qr-outputs">
        <Button
          type="primary"
          icon={<DownloadOutlined aria-hidden />}
          disabled={!usable}
          onClick={props.onDownloadPng}
        >
          {t('output.png')}
        </Button>
        <Button
          icon={<FileImageOutlined aria-hidden />}
          disabled={!usable}
          onClick={props.onDownloadSvg}
        >
          {t('output.svg')}
        </Button>
        <Button
          icon={<FileImageOutlined aria-hidden />}
          disabled={!usable}
          onClick={props.onDownloadJpg}
        >
          {t('output.jpg')}
        </Button>
        <Button icon={<CopyOutlined aria-hidden />} disabled={!usable} onClick={props.onCopy}>
          {t('output.copy')}
        </Button>
      </Space>
      {props.look.style.transparent && (
        <Typography.Paragraph type="secondary" className="qr-jpg-note">
          {t('output.jpg.transparent', { bg: props.look.background })}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary" className="qr-shortcut">
        {t('output.shortcut', { keys: props.shortcut })}
      </Typography.Paragraph>
    </Card>
  );
}
