import { FileExcelOutlined, FilePdfOutlined, FileZipOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Row, Segmented, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState, type DragEvent, type MutableRefObject } from 'react';
import { useUndoNotice } from '../../../app/runtime/useUndoNotice';
import {
  MAX_BATCH_ROWS,
  MAX_CHECKED_ROWS,
  MAX_SHEET_CODES,
  checkedRow,
  type BatchCheck,
  type QrStyle,
} from '../core';
import { useBatchCheck } from '../hooks/useBatchCheck';
import { useBatchFile, type ImportedTable } from '../hooks/useBatchFile';
import { useBatchInput } from '../hooks/useBatchInput';
import { useBatchRun } from '../hooks/useBatchRun';
import { useDrawSettings } from '../hooks/useDrawSettings';
import type { useLogo } from '../hooks/useLogo';
import { useQrMessages } from '../hooks/useQrMessages';
import type { QrOptions } from '../hooks/useQrOptions';
import type { QrMessageKey } from '../messages';
import type { BatchJobRow, SheetLabel } from '../worker/batchProtocol';
import { alertIcon } from './alertIcon';
import ListEditor from '../../../app/ui/ListEditor';
import { BatchFilePicker } from './BatchFilePicker';
import { BatchRowList } from './BatchRowList';
import { BatchRunResult } from './BatchRunResult';
import { FormField } from '../../../app/ui/FormField';

interface BatchPanelProps {
  options: QrOptions;
  setOptions: (patch: Partial<QrOptions>) => void;
  logo: ReturnType<typeof useLogo>;
  mainAction: MutableRefObject<(() => void) | undefined>;
  /** The single code's style: a batch looks the same. */
  style: QrStyle;
}

const FILE_TYPES =
  '.csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function jobRows(check: BatchCheck): BatchJobRow[] {
  return Array.from({ length: check.checked }, (_, index) => {
    const { content, fileName, line } = checkedRow(check, index);
    return { content, fileName, line };
  });
}

/**
 * Many codes at once: typed, pasted or opened from a CSV / Excel file; every row checked in a
 * worker as the user types; then a ZIP of images or a printable PDF sheet, made on a pool of
 * workers and checked with a simulated phone camera.
 */
export function BatchPanel({ options, setOptions, logo, mainAction, style }: BatchPanelProps) {
  const t = useQrMessages();
  const offerUndo = useUndoNotice();
  const { value: input, set: setInput } = useBatchInput();
  const { effectiveLevel, settings } = useDrawSettings(options, logo.logo, style);
  const format = options.batchFormat === 'svg' ? 'svg' : 'png';
  const [label, setLabel] = useState<SheetLabel>('fileName');
  const { check, current } = useBatchCheck(input, effectiveLevel, format);
  const { run, start, cancel } = useBatchRun();
  const [imported, setImported] = useState<ImportedTable>();
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const onImport = (table: ImportedTable) => {
    const before = input;
    setInput(table.text);
    setImported(table);
    const done = t('batch.imported', { file: table.fileName, count: table.count });
    if (before.trim() === '') return;
    offerUndo(done, () => {
      setInput(before);
      setImported(undefined);
    });
  };
  const file = useBatchFile(onImport);

  const valid = current && check ? check.valid : 0;
  const tooMany = check !== undefined && check.total > MAX_BATCH_ROWS;
  const sheetTooMany = valid > MAX_SHEET_CODES;
  const ready = current && check !== undefined && valid > 0 && run.status !== 'running';

  const startRun = (kind: 'zip' | 'sheet') => {
    if (!ready || !check || (kind === 'zip' ? tooMany : sheetTooMany)) return;
    void start(kind, jobRows(check), settings, { format, label });
  };
  useEffect(() => {
    mainAction.current = () => startRun('zip');
  });

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) void file.open(dropped);
  };
  const showImported = imported !== undefined && imported.text === input;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9}>
        <Card
          className={`qr-card qr-batch-drop${dragging ? ' qr-batch-drop-active' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <Space wrap className="qr-gap-bottom">
            <Button
              icon={<FileExcelOutlined aria-hidden />}
              loading={file.opening !== undefined}
              onClick={() => fileInput.current?.click()}
            >
              {t('batch.open')}
            </Button>
            <Typography.Text type="secondary">
              {file.opening ? t('batch.opening', { file: file.opening }) : t('batch.dropHint')}
            </Typography.Text>
          </Space>
          <input
            ref={fileInput}
            type="file"
            accept={FILE_TYPES}
            hidden
            aria-label={t('batch.open')}
            data-testid="qr-batch-file"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) void file.open(chosen);
            }}
          />
          {showImported && (
            <Alert
              className="qr-gap-bottom"
              type="info"
              showIcon
              icon={alertIcon('info')}
              title={t('batch.importedFrom', {
                file: imported.fileName,
                encoding: t(`batch.encoding.${imported.encoding}` as QrMessageKey),
              })}
            />
          )}
          <div>
            <FormField label={t('batch.input')}>
              <ListEditor
                id="qr-batch-input"
                height={320}
                className="qr-batch-editor"
                value={input}
                onChange={setInput}
                label={t('batch.input')}
                placeholder={t('batch.placeholder')}
              />
            </FormField>
            <FormField label={t('batch.fileFormat')}>
              <Segmented
                aria-label={t('batch.fileFormat')}
                value={format}
                onChange={(value) => setOptions({ batchFormat: String(value) })}
                options={[
                  { value: 'png', label: 'PNG' },
                  { value: 'svg', label: 'SVG' },
                ]}
              />
            </FormField>
            <FormField label={t('batch.sheetLabel')}>
              <Segmented
                aria-label={t('batch.sheetLabel')}
                value={label}
                onChange={(value) => setLabel(value as SheetLabel)}
                options={[
                  { value: 'fileName', label: t('batch.sheetLabel.fileName') },
                  { value: 'content', label: t('batch.sheetLabel.content') },
                ]}
              />
            </FormField>
          </div>
          {tooMany && (
            <Alert
              type="error"
              showIcon
              icon={alertIcon('error')}
              title={t('batch.tooMany', { max: MAX_BATCH_ROWS, count: check.total })}
            />
          )}
          {sheetTooMany && !tooMany && (
            <Alert
              type="warning"
              showIcon
              icon={alertIcon('warning')}
              title={t('batch.sheetTooMany', { max: MAX_SHEET_CODES, count: valid })}
            />
          )}
          <Space wrap className="qr-outputs">
            <Button
              type="primary"
              icon={<FileZipOutlined aria-hidden />}
              disabled={!ready || tooMany}
              onClick={() => startRun('zip')}
            >
              {t('batch.start', { count: valid })}
            </Button>
            <Button
              icon={<FilePdfOutlined aria-hidden />}
              disabled={!ready || sheetTooMany}
              onClick={() => startRun('sheet')}
            >
              {t('batch.sheet')}
            </Button>
          </Space>
          <Typography.Paragraph type="secondary" className="qr-gap">
            {t('batch.limits', {
              checkMax: MAX_CHECKED_ROWS.toLocaleString(),
              zipMax: MAX_BATCH_ROWS.toLocaleString(),
              sheetMax: MAX_SHEET_CODES.toLocaleString(),
            })}
          </Typography.Paragraph>
          <BatchRunResult run={run} onCancel={cancel} />
        </Card>
      </Col>
      <Col xs={24} lg={15}>
        <Card className="qr-card">
          <Typography.Paragraph role="status" className="qr-batch-summary">
            {check && check.total > 0
              ? t('batch.summary', {
                  count: check.total,
                  format: t(`batch.format.${check.format}`),
                  valid: check.valid,
                  invalid: check.checked - check.valid,
                })
              : t('batch.empty')}{' '}
            {!current && input.trim() !== '' && <Tag>{t('batch.checking')}</Tag>}
          </Typography.Paragraph>
          {check && check.total > check.checked && (
            <Alert
              className="qr-gap-bottom"
              type="warning"
              showIcon
              icon={alertIcon('warning')}
              title={t('batch.checkedPart', { total: check.total, checked: check.checked })}
            />
          )}
          {check && check.checked > 0 && <BatchRowList check={check} errorLevel={effectiveLevel} />}
        </Card>
      </Col>
      {file.opened && (
        <BatchFilePicker table={file.opened} onConfirm={file.confirm} onCancel={file.cancel} />
      )}
    </Row>
  );
}
