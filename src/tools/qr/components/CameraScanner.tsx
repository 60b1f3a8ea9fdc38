import { CameraOutlined, StopOutlined, SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { useQrMessages } from '../hooks/useQrMessages';
import { useCameraScan } from '../hooks/useCameraScan';
import { workerErrorText, type QrWorkerClient } from '../worker/client';
import { alertIcon } from './alertIcon';

interface CameraScannerProps {
  client: QrWorkerClient;
  active: boolean;
  onFound: (texts: string[], frame: Blob) => void;
}

/** 用摄像头扫描: a live view with a viewfinder; stops by itself once a frame holds codes. */
export function CameraScanner({ client, active, onFound }: CameraScannerProps) {
  const t = useQrMessages();
  const { state, videoRef, start, stop, switchCamera } = useCameraScan(client, active, onFound);
  const live = state.status === 'starting' || state.status === 'scanning';
  const decoderError = state.status === 'decoderFailed' ? workerErrorText(state.error) : undefined;

  return (
    <div className="qr-camera-scan">
      <Space wrap>
        {live ? (
          <Button icon={<StopOutlined aria-hidden />} onClick={stop}>
            {t('scan.stop')}
          </Button>
        ) : (
          <Button type="primary" icon={<CameraOutlined aria-hidden />} onClick={() => void start()}>
            {t('scan.start')}
          </Button>
        )}
        {state.status === 'scanning' && state.cameras > 1 && (
          <Button icon={<SwapOutlined aria-hidden />} onClick={switchCamera}>
            {t('scan.switch')}
          </Button>
        )}
      </Space>
      <div className="qr-camera-view" hidden={!live}>
        <video ref={videoRef} muted playsInline aria-label={t('scan.videoLabel')} />
        <div className="qr-camera-finder" aria-hidden />
      </div>
      {live && (
        <Typography.Paragraph type="secondary" role="status" className="qr-gap">
          {state.status === 'starting' ? t('scan.starting') : t('scan.scanning')}
        </Typography.Paragraph>
      )}
      {state.status === 'failed' && (
        <Alert
          className="qr-gap"
          type="error"
          showIcon
          icon={alertIcon('error')}
          role="alert"
          title={t(`scan.problem.${state.problem}`)}
          description={t('scan.otherWays')}
        />
      )}
      {decoderError && (
        <Alert
          className="qr-gap"
          type="error"
          showIcon
          icon={alertIcon('error')}
          role="alert"
          title={t(decoderError.key, decoderError.vars)}
        />
      )}
    </div>
  );
}
