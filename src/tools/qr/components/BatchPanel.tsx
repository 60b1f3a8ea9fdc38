import { CloseOutlined, DownloadOutlined, FileZipOutlined } from '@ant-design/icons';
import {
  Alert,
  App as AntdApp,
  Button,
  Card,
  Col,
  Form,
  Input,
  Progress,
  Row,
  Segmented,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useDeferredValue, useEffect, useMemo, useState, type MutableRefObject } from 'react';
import { downloadBlob } from '../../../app/ui/download';
import {
  MAX_BATCH_ROWS,
  MAX_BYTES,
  batchFileNames,
  parseBatch,
  utf8Length,
  versionForBytes,
  type QrStyle,
} from '../core';
import { useBatchInput } from '../hooks/useBatchInput';
import { useDrawSettings } from '../hooks/useDrawSettings';
import type { useLogo } from '../hooks/useLogo';
import { useQrMessages } from '../hooks/useQrMessages';
import type { QrOptions } from '../hooks/useQrOptions';
import {
  createQrWorkerClient,
  isCancelled,
  workerErrorOf,
  workerErrorText,
} from '../worker/client';
import type { BatchProblem } from '../worker/protocol';
import { alertIcon } from './alertIcon';

interface BatchPanelProps {
  options: QrOptions;
  setOptions: (patch: Partial<QrOptions>) => void;
  logo: ReturnType<typeof useLogo>;
  mainAction: MutableRefObject<(() => void) | undefined>;
  /** The single code's style: a batch looks the same. */
  style: QrStyle;
}

type Run =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'finished'; zip: Blob; count: number; problems: BatchProblem[] };

const SHOWN_PROBLEMS = 50;

/** Many codes at once: a table of every row's fit, then one ZIP made and checked in a worker. */
export function BatchPanel({ options, setOptions, logo, mainAction, style }: BatchPanelProps) {
  const t = useQrMessages();
  const { message } = AntdApp.useApp();
  const { value: input, set: setInput } = useBatchInput();
  const deferredInput = useDeferredValue(input);
  const { effectiveLevel, settings } = useDrawSettings(options, logo.logo, style);
  const format = options.batchFormat === 'svg' ? 'svg' : 'png';
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const [client] = useState(createQrWorkerClient);
  useEffect(() => () => client.dispose(), [client]);

  const parsed = useMemo(() => parseBatch(deferredInput), [deferredInput]);
  const rows = useMemo(() => {
    const names = batchFileNames(parsed.rows, format);
    return parsed.rows.map((row, index) => {
      const bytes = utf8Length(row.content);
      return {
        ...row,
        key: index,
        fileName: names[index],
        bytes,
        version: versionForBytes(bytes, effectiveLevel),
      };
    });
  }, [parsed, format, effectiveLevel]);
  const valid = rows.filter((row) => row.version !== undefined).length;
  const tooMany = rows.length > MAX_BATCH_ROWS;

  const zipName = (count: number) => t('batch.zipName', { count });

  const start = async () => {
    if (run.status === 'running' || valid === 0 || tooMany) return;
    setRun({ status: 'running', done: 0, total: rows.length });
    try {
      const response = await client.run(
        { type: 'batch', rows: parsed.rows, format, settings },
        { onProgress: (done, total) => setRun({ status: 'running', done, total }) },
      );
      if (response.type !== 'zipped') return;
      const zip = new Blob([response.zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
      setRun({ status: 'finished', zip, count: response.count, problems: response.problems });
      const blocking = response.problems.some((problem) => problem.reason !== 'capacity');
      if (!blocking && response.count > 0) {
        downloadBlob(zipName(response.count), zip);
        message.success(t('batch.done', { count: response.count }));
      }
    } catch (error) {
      setRun({ status: 'idle' });
      if (isCancelled(error)) message.info(t('batch.cancelled'));
      else {
        const text = workerErrorText(workerErrorOf(error));
        message.error(t(text.key, text.vars));
      }
    }
  };

  useEffect(() => {
    mainAction.current = () => void start();
  });

  const problemText = (problem: BatchProblem) =>
    problem.reason === 'capacity'
      ? t('batch.problem.capacity', {
          line: problem.line,
          used: problem.usedBytes ?? 0,
          max: problem.maxBytes ?? 0,
        })
      : t(`batch.problem.${problem.reason}`, { line: problem.line, file: problem.fileName });

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9}>
        <Card className="qr-card">
          <Form layout="vertical" onSubmitCapture={(e) => e.preventDefault()}>
            <Form.Item label={t('batch.input')} htmlFor="qr-batch-input">
              <Input.TextArea
                id="qr-batch-input"
                value={input}
                onChange={(event) => setInput(event.target.value)}
                placeholder={t('batch.placeholder')}
                autoSize={{ minRows: 10, maxRows: 18 }}
                spellCheck={false}
                wrap="off"
                className="qr-batch-input"
              />
            </Form.Item>
            <Form.Item label={t('batch.fileFormat')}>
              <Segmented
                aria-label={t('batch.fileFormat')}
                value={format}
                onChange={(value) => setOptions({ batchFormat: String(value) })}
                options={[
                  { value: 'png', label: 'PNG' },
                  { value: 'svg', label: 'SVG' },
                ]}
              />
            </Form.Item>
          </Form>
          {tooMany && (
            <Alert
              type="error"
              showIcon
              icon={alertIcon('error')}
              title={t('batch.tooMany', { max: MAX_BATCH_ROWS, count: rows.length })}
            />
          )}
          <Space wrap className="qr-outputs">
            <Button
              type="primary"
              icon={<FileZipOutlined aria-hidden />}
              disabled={valid === 0 || tooMany || run.status === 'running'}
              onClick={() => void start()}
            >
              {t('batch.start', { count: valid })}
            </Button>
            {run.status === 'running' && (
              <Button icon={<CloseOutlined aria-hidden />} onClick={() => client.cancel()}>
                {t('batch.cancel')}
              </Button>
            )}
          </Space>
          {run.status === 'running' && (
            <div className="qr-gap" role="status">
              <Progress percent={Math.floor((run.done / Math.max(1, run.total)) * 100)} />
              <Typography.Text type="secondary">
                {t('batch.progress', { done: run.done, total: run.total })}
              </Typography.Text>
            </div>
          )}
          {run.status === 'finished' && (
            <div className="qr-gap">
              <Alert
                type={run.problems.length ? 'warning' : 'success'}
                showIcon
                icon={alertIcon(run.problems.length ? 'warning' : 'success')}
                role="status"
                title={t('batch.done', { count: run.count })}
                description={
                  run.problems.length > 0 && (
                    <>
                      <div>{t('batch.problems', { count: run.problems.length })}</div>
                      <ul className="qr-problems">
                        {run.problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
                          <li key={problem.line}>{problemText(problem)}</li>
                        ))}
                      </ul>
                    </>
                  )
                }
              />
              <Button
                className="qr-gap"
                icon={<DownloadOutlined aria-hidden />}
                danger={run.problems.some((problem) => problem.reason !== 'capacity')}
                disabled={run.count === 0}
                onClick={() => downloadBlob(zipName(run.count), run.zip)}
              >
                {run.problems.some((problem) => problem.reason !== 'capacity')
                  ? t('batch.downloadAnyway')
                  : t('batch.download')}
              </Button>
            </div>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={15}>
        <Card className="qr-card">
          <Typography.Paragraph>
            {rows.length
              ? t('batch.summary', {
                  count: rows.length,
                  format: t(`batch.format.${parsed.format}`),
                  valid,
                  invalid: rows.length - valid,
                })
              : t('batch.empty')}
          </Typography.Paragraph>
          <Table
            size="small"
            dataSource={rows}
            pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
            scroll={{ x: 600 }}
            columns={[
              { title: t('batch.column.line'), dataIndex: 'line', width: 52 },
              { title: t('batch.column.file'), dataIndex: 'fileName', width: 150, ellipsis: true },
              { title: t('batch.column.content'), dataIndex: 'content', ellipsis: true },
              { title: t('batch.column.bytes'), dataIndex: 'bytes', width: 64, align: 'right' },
              {
                title: t('batch.column.version'),
                dataIndex: 'version',
                width: 56,
                align: 'right',
                render: (version?: number) => version ?? '—',
              },
              {
                title: t('batch.column.status'),
                key: 'status',
                width: 124,
                render: (_: unknown, row: { version?: number; bytes: number }) =>
                  row.version !== undefined ? (
                    <Tag color="success">{t('batch.status.ok')}</Tag>
                  ) : (
                    <Tag color="error">
                      {t('batch.status.over', { excess: row.bytes - MAX_BYTES[effectiveLevel] })}
                    </Tag>
                  ),
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
