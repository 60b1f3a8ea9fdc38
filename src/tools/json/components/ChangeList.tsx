import { Alert, Table, Typography } from 'antd';
import type { OutputChange } from '../core';
import type { JsonMessageKey, JsonTranslate } from '../messages';

interface ChangeListProps {
  /** The changes sent to the page (the first ones when there are many). */
  changes: OutputChange[];
  /** How many changes the output made in all. */
  total: number;
  t: JsonTranslate;
}

const TEXT_POSITION = /^(\d+):(\d+)$/;

/**
 * Where an output differs from its input, each with what was there, what is there now and
 * why, shown above the output (never inside it). Any output with a change list can use it.
 */
export function ChangeList({ changes, total, t }: ChangeListProps) {
  if (total === 0) return null;
  const where = (path: string) => {
    const position = TEXT_POSITION.exec(path);
    return position ? t('changes.at', { line: position[1], column: position[2] }) : path;
  };
  return (
    <Alert
      type="warning"
      showIcon
      className="json-status json-change-list-box"
      title={t('changes.title', { count: total })}
      description={
        <>
          <Typography.Paragraph type="secondary" className="json-change-help">
            {t('changes.help')}
          </Typography.Paragraph>
          <Table<OutputChange & { key: number }>
            size="small"
            className="json-change-table"
            aria-label={t('changes.label')}
            scroll={{ x: 560 }}
            pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
            dataSource={changes.map((change, key) => ({ ...change, key }))}
            columns={[
              {
                title: t('changes.path'),
                dataIndex: 'path',
                width: 150,
                render: (path: string) => <code className="json-cell-code">{where(path)}</code>,
              },
              {
                title: t('changes.before'),
                dataIndex: 'before',
                width: 130,
                render: (before: string) => <code className="json-cell-code">{before}</code>,
              },
              {
                title: t('changes.after'),
                dataIndex: 'after',
                width: 130,
                render: (after: string | null) =>
                  after === null ? (
                    <Typography.Text type="secondary">{t('changes.left')}</Typography.Text>
                  ) : (
                    <code className="json-cell-code">{after}</code>
                  ),
              },
              {
                title: t('changes.reason'),
                dataIndex: 'reason',
                render: (reason: OutputChange['reason']) =>
                  t(`change.${reason.code}` as JsonMessageKey, reason.params),
              },
            ]}
          />
          {total > changes.length && (
            <Typography.Text type="secondary">
              {t('changes.more', { count: total - changes.length })}
            </Typography.Text>
          )}
        </>
      }
    />
  );
}
