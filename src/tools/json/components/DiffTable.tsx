import { Button, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { DiffEntry } from '../core';
import type { JsonTranslate } from '../messages';
import './queryDiff.css';

const KIND_COLORS = { added: 'green', removed: 'red', changed: 'orange', moved: 'blue' } as const;
/** Longer values show their start and a button for the rest, so rows stay a readable height. */
const FOLDED_LENGTH = 400;
/**
 * Column widths that fit a 375 px screen; the table widens them in proportion on wider screens.
 * Values wrap inside their column instead of being cut.
 */
const WIDTHS = { kind: 64, path: 92, value: 80 };

/** A value of the diff, wrapped; a long one folded with a way to read it all. */
function DiffValue({ text, t }: { text?: string; t: JsonTranslate }) {
  const [open, setOpen] = useState(false);
  if (text === undefined) return null;
  const folded = !open && text.length > FOLDED_LENGTH;
  return (
    <>
      <code className="json-diff-value">{folded ? `${text.slice(0, FOLDED_LENGTH)}…` : text}</code>
      {text.length > FOLDED_LENGTH && (
        <Button size="small" type="link" onClick={() => setOpen(!open)}>
          {open ? t('diff.showLess') : t('diff.showAll', { count: text.length.toLocaleString() })}
        </Button>
      )}
    </>
  );
}

function DiffKindCell({ entry, t }: { entry: DiffEntry; t: JsonTranslate }) {
  return (
    <div className="json-diff-kind">
      <Tag color={KIND_COLORS[entry.kind]}>{t(`diff.${entry.kind}`)}</Tag>
      {entry.numericEqual && <Tag>{t('diff.numericEqual')}</Tag>}
    </div>
  );
}

function DiffPathCell({ entry, t }: { entry: DiffEntry; t: JsonTranslate }) {
  return (
    <>
      <code className="json-diff-value">{entry.path}</code>
      {entry.kind === 'moved' && entry.fromPath !== entry.path && (
        <Typography.Text type="secondary" className="json-diff-note">
          {t('diff.movedFrom', { path: entry.fromPath ?? '' })}
        </Typography.Text>
      )}
      {entry.kind === 'moved' && entry.position && (
        <Typography.Text type="secondary" className="json-diff-note">
          {t('diff.position', {
            before: entry.position.before + 1,
            after: entry.position.after + 1,
          })}
        </Typography.Text>
      )}
    </>
  );
}

/** The 对比 tab's result: one row per difference, values wrapped in full. */
export function DiffTable({ entries, t }: { entries: DiffEntry[]; t: JsonTranslate }) {
  return (
    <Table<DiffEntry & { key: number }>
      size="small"
      className="json-diff-table"
      virtual
      scroll={{ x: WIDTHS.kind + WIDTHS.path + 2 * WIDTHS.value, y: 420 }}
      pagination={false}
      dataSource={entries.map((entry, key) => ({ ...entry, key }))}
      locale={{ emptyText: t('status.same') }}
      columns={[
        {
          title: t('diff.kind'),
          key: 'kind',
          width: WIDTHS.kind,
          render: (_, entry) => <DiffKindCell entry={entry} t={t} />,
        },
        {
          title: t('diff.path'),
          key: 'path',
          width: WIDTHS.path,
          render: (_, entry) => <DiffPathCell entry={entry} t={t} />,
        },
        {
          title: t('diff.before'),
          dataIndex: 'before',
          width: WIDTHS.value,
          render: (v?: string) => <DiffValue text={v} t={t} />,
        },
        {
          title: t('diff.after'),
          dataIndex: 'after',
          width: WIDTHS.value,
          render: (v?: string) => <DiffValue text={v} t={t} />,
        },
      ]}
    />
  );
}
