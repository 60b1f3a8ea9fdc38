import { Checkbox, Modal, Select, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { dataRows, type ColumnChoice } from '../core';
import type { OpenedTable } from '../hooks/useBatchFile';
import { useQrMessages } from '../hooks/useQrMessages';
import type { QrMessageKey } from '../messages';
import { FormField } from '../../../app/ui/FormField';

interface BatchFilePickerProps {
  table: OpenedTable;
  onConfirm: (choice: ColumnChoice) => Promise<void>;
  onCancel: () => void;
}

/** Characters of a header or first value shown beside a column's number. */
const SAMPLE_CHARACTERS = 16;

/**
 * Which column holds the contents and which the file names, preselected by the header words
 * (as the batch box reads a pasted CSV), with the first rows shown as they will be used.
 */
export function BatchFilePicker({ table, onConfirm, onCancel }: BatchFilePickerProps) {
  const t = useQrMessages();
  const [choice, setChoice] = useState<ColumnChoice>(table.guess);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ColumnChoice>) => setChoice((old) => ({ ...old, ...patch }));

  const columns = useMemo(
    () =>
      Array.from({ length: table.columns }, (_, index) => {
        const sample = Array.from((table.preview[0]?.[index] ?? '').trim());
        const cut = sample.slice(0, SAMPLE_CHARACTERS).join('');
        const text = cut + (sample.length > SAMPLE_CHARACTERS ? '…' : '');
        return {
          value: index,
          label: text
            ? t('batch.picker.columnWith', { n: index + 1, sample: text })
            : t('batch.picker.column', { n: index + 1 }),
        };
      }),
    [table, t],
  );
  const preview = dataRows(table.preview, choice).map((row, index) => ({
    key: index,
    name: choice.name >= 0 ? (row[choice.name] ?? '') : '',
    content: row[choice.content] ?? '',
  }));
  const source =
    table.kind === 'xlsx'
      ? t('batch.picker.xlsx')
      : t('batch.picker.encoding', {
          encoding: t(`batch.encoding.${table.encoding ?? 'utf-8'}` as QrMessageKey),
        });

  return (
    <Modal
      open
      title={t('batch.picker.title', { file: table.file.name })}
      okText={t('batch.picker.ok')}
      cancelText={t('batch.picker.cancel')}
      confirmLoading={busy}
      onOk={async () => {
        setBusy(true);
        await onConfirm(choice);
        setBusy(false);
      }}
      onCancel={onCancel}
      width={640}
    >
      <Typography.Paragraph type="secondary" className="qr-batch-source">
        {t('batch.picker.size', { rows: table.rows, columns: table.columns })} · {source}
      </Typography.Paragraph>
      <div>
        <FormField>
          <Checkbox checked={choice.header} onChange={(e) => set({ header: e.target.checked })}>
            {t('batch.picker.header')}
          </Checkbox>
        </FormField>
        <div className="qr-batch-columns">
          <FormField label={t('batch.picker.content')} htmlFor="qr-batch-content-column">
            <Select
              id="qr-batch-content-column"
              value={choice.content}
              options={columns}
              onChange={(content: number) => set({ content })}
            />
          </FormField>
          <FormField label={t('batch.picker.name')} htmlFor="qr-batch-name-column">
            <Select
              id="qr-batch-name-column"
              value={choice.name}
              options={[{ value: -1, label: t('batch.picker.noName') }, ...columns]}
              onChange={(name: number) => set({ name })}
            />
          </FormField>
        </div>
      </div>
      <Typography.Text strong>
        {t('batch.picker.preview', { count: preview.length })}
      </Typography.Text>
      <Table
        size="small"
        className="qr-gap"
        pagination={false}
        dataSource={preview}
        scroll={{ x: 480 }}
        columns={[
          {
            title: t('batch.column.file'),
            dataIndex: 'name',
            width: 160,
            ellipsis: true,
            render: (name: string) => name || '—',
          },
          { title: t('batch.column.content'), dataIndex: 'content', ellipsis: true },
        ]}
      />
    </Modal>
  );
}
