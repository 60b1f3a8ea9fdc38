import { CopyOutlined, EditOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Row, Space, Spin, Tag, Typography, Upload } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useCopy } from '../../../app/ui/useCopy';
import { revealHidden } from '../core/reveal';
import type { PastedImage } from '../hooks/usePastedImage';
import { useQrMessages } from '../hooks/useQrMessages';
import { isCancelled, workerErrorOf, workerErrorText, type QrWorkerClient } from '../worker/client';
import { alertIcon } from './alertIcon';
import { CameraScanner } from './CameraScanner';

interface DecodePanelProps {
  client: QrWorkerClient;
  /** The camera runs only while this tab is shown. */
  active: boolean;
  /** An image pasted on this tab (the screen listens, so a paste made while this loads waits). */
  pasted: PastedImage | undefined;
  /** Says the pasted image has been taken, so it is read once. */
  onPasteTaken: () => void;
  onUseAsContent: (text: string) => void;
}

type DecodeState =
  | { status: 'idle' }
  | { status: 'reading'; name: string }
  | { status: 'done'; name: string; texts: string[] }
  | { status: 'failed'; name: string; message: string };

const WEB_URL = /^https?:\/\/\S+$/i;
/** Script-like schemes are flagged; none of the results is ever rendered as a link. */
const SCRIPT_URL = /^\s*(javascript|vbscript|data):/i;

/**
 * A decoded text as it is: hidden characters (bidi overrides, zero-width, controls) shown as
 * ⟨U+202E⟩ marks with a warning, so nothing reads differently from what it is.
 */
function DecodedText({ text }: { text: string }) {
  const t = useQrMessages();
  const revealed = revealHidden(text);
  return (
    <>
      {revealed.hidden > 0 && (
        <Alert
          type={revealed.reorders ? 'error' : 'warning'}
          showIcon
          icon={alertIcon(revealed.reorders ? 'error' : 'warning')}
          className="qr-gap"
          title={
            revealed.reorders
              ? t('decode.reorders')
              : t('decode.hidden', { count: revealed.hidden })
          }
          description={
            revealed.reorders ? t('decode.hidden', { count: revealed.hidden }) : undefined
          }
        />
      )}
      <pre className="qr-result-text" data-testid="qr-decoded-text">
        {revealed.parts.map((part, index) =>
          'text' in part ? (
            part.text
          ) : (
            <abbr
              key={index}
              className="qr-hidden-char"
              title={t('decode.hiddenMark', { code: part.codePoint })}
            >
              ⟨{part.codePoint}⟩
            </abbr>
          ),
        )}
      </pre>
    </>
  );
}

/**
 * Reads every QR code in a camera frame or an uploaded, dropped or pasted image; results are
 * plain text.
 */
export function DecodePanel({
  client,
  active,
  pasted,
  onPasteTaken,
  onUseAsContent,
}: DecodePanelProps) {
  const t = useQrMessages();
  const { copyText } = useCopy();
  const [state, setState] = useState<DecodeState>({ status: 'idle' });
  const [imageUrl, setImageUrl] = useState<string>();

  useEffect(() => () => void (imageUrl && URL.revokeObjectURL(imageUrl)), [imageUrl]);

  const decode = useCallback(
    async (image: Blob, name: string) => {
      setImageUrl(URL.createObjectURL(image));
      setState({ status: 'reading', name });
      try {
        const response = await client.run({ type: 'decode', image });
        if (response.type === 'decoded') setState({ status: 'done', name, texts: response.texts });
      } catch (error) {
        if (isCancelled(error)) return;
        const text = workerErrorText(workerErrorOf(error), name);
        setState({ status: 'failed', name, message: t(text.key, text.vars) });
      }
    },
    [client, t],
  );

  const showCameraFrame = useCallback(
    (texts: string[], frame: Blob) => {
      setImageUrl(URL.createObjectURL(frame));
      setState({ status: 'done', name: t('scan.frame'), texts });
    },
    [t],
  );

  useEffect(() => {
    if (!pasted) return;
    onPasteTaken();
    void decode(pasted.file, pasted.name);
  }, [pasted, onPasteTaken, decode]);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Card className="qr-card">
          <CameraScanner client={client} active={active} onFound={showCameraFrame} />
          <Upload.Dragger
            className="qr-decode-drop"
            accept="image/*"
            showUploadList={false}
            multiple={false}
            beforeUpload={(file) => {
              void decode(file, file.name);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p className="ant-upload-text">{t('decode.drop')}</p>
            <p className="ant-upload-hint">{t('decode.hint')}</p>
          </Upload.Dragger>
          {imageUrl && (
            <img
              className="qr-decode-image"
              src={imageUrl}
              alt={t('decode.imageAlt')}
              // An image in memory only (a blob: URL): not kept in a snapshot of the page.
              data-no-snapshot=""
            />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card className="qr-card" aria-live="polite">
          {state.status === 'reading' && (
            <Spin tip={t('decode.reading')}>
              <div className="qr-spin-space" />
            </Spin>
          )}
          {state.status === 'failed' && (
            <Alert
              type="error"
              showIcon
              icon={alertIcon('error')}
              title={state.message}
              role="alert"
            />
          )}
          {state.status === 'done' && state.texts.length === 0 && (
            <Alert
              type="warning"
              showIcon
              icon={alertIcon('warning')}
              title={t('decode.none')}
              role="status"
            />
          )}
          {state.status === 'done' && state.texts.length > 0 && (
            <>
              <Typography.Title level={2} className="qr-result-heading">
                {t('decode.found', { count: state.texts.length })}
              </Typography.Title>
              {state.texts.map((text, index) => (
                <Card
                  key={index}
                  size="small"
                  className="qr-gap"
                  title={t('decode.result', { index: index + 1 })}
                >
                  {(WEB_URL.test(text.trim()) || SCRIPT_URL.test(text)) && (
                    <Space wrap className="qr-result-tags">
                      {WEB_URL.test(text.trim()) && <Tag color="blue">{t('decode.isUrl')}</Tag>}
                      {SCRIPT_URL.test(text) && <Tag color="red">{t('decode.isScript')}</Tag>}
                    </Space>
                  )}
                  <DecodedText text={text} />
                  <Space wrap>
                    <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copyText(text)}>
                      {t('decode.copy')}
                    </Button>
                    <Button
                      icon={<EditOutlined aria-hidden />}
                      onClick={() => onUseAsContent(text)}
                    >
                      {t('decode.useAsContent')}
                    </Button>
                  </Space>
                </Card>
              ))}
            </>
          )}
          {state.status === 'idle' && (
            <Typography.Text type="secondary">{t('decode.hint')}</Typography.Text>
          )}
        </Card>
      </Col>
    </Row>
  );
}
