import { CopyOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { LazyProgress as Progress } from '../../../app/ui/LazyProgress';
import type { ReactNode } from 'react';
import type { JsonTranslate } from '../messages';
import { CodeEditor } from './LazyCodeEditor';
import { formatSize, utf8Length } from '../sizeText';

export interface RunningState {
  label: string;
  fraction: number | null;
}

interface OutputPaneProps {
  title: string;
  /** What is shown: the whole output, or its head when `size` is larger. */
  text: string | null;
  /** Characters of the whole output. */
  size: number;
  /** UTF-8 bytes of the whole output, as shown. */
  bytes: number;
  jsonSyntax: boolean;
  running: RunningState | null;
  onCancel: () => void;
  onCopy: () => void;
  onDownload: () => void;
  onUseAsInput?: () => void;
  /** Error or notice shown above the output. */
  status?: ReactNode;
  /** Extra content under the output (change lists, matches). */
  children?: ReactNode;
  /** Replace the output editor (tree view, diff table). */
  body?: ReactNode;
  t: JsonTranslate;
}

export function OutputPane(props: OutputPaneProps) {
  const {
    title,
    text,
    size,
    bytes,
    jsonSyntax,
    running,
    onCancel,
    onCopy,
    onDownload,
    onUseAsInput,
    status,
    children,
    body,
    t,
  } = props;
  const preview = text !== null && size > text.length;
  return (
    <Card
      size="small"
      className="json-pane"
      title={title}
      extra={
        text !== null && (
          <Space size={4} wrap>
            <Button size="small" icon={<CopyOutlined aria-hidden />} onClick={onCopy}>
              {t('output.copy')}
            </Button>
            <Button size="small" icon={<DownloadOutlined aria-hidden />} onClick={onDownload}>
              {t('output.download')}
            </Button>
            {onUseAsInput && (
              <Button size="small" icon={<EditOutlined aria-hidden />} onClick={onUseAsInput}>
                {t('output.useAsInput')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {running && (
        <div className="json-running" role="status">
          <Typography.Text>{running.label}</Typography.Text>
          <Progress
            percent={running.fraction === null ? 100 : Math.round(running.fraction * 100)}
            status="active"
            showInfo={running.fraction !== null}
            aria-label={running.label}
          />
          <Button onClick={onCancel}>{t('output.cancel')}</Button>
        </div>
      )}
      {status}
      {body ??
        (text !== null ? (
          <>
            {preview && (
              <Alert
                type="info"
                showIcon
                className="json-preview-note"
                title={t('output.preview', {
                  size: formatSize(bytes),
                  shown: formatSize(utf8Length(text)),
                })}
              />
            )}
            <div className="json-output-area">
              <CodeEditor
                value={text}
                readOnly
                jsonSyntax={jsonSyntax && !preview}
                label={t('output.label')}
              />
            </div>
          </>
        ) : (
          !running && (
            <Typography.Paragraph type="secondary" className="json-output-empty">
              {t('output.empty')}
            </Typography.Paragraph>
          )
        ))}
      {children}
    </Card>
  );
}
