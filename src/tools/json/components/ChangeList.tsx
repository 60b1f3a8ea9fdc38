import { App as AntdApp, Alert, Button, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { downloadBlob } from '../../../app/ui/download';
import type { OutputChange } from '../core';
import type { JsonMessageKey, JsonTranslate } from '../messages';
import { CHANGE_PAGE, changePage, type ChangeFile } from '../worker/changeFile';
import type { ChangeListWords } from '../worker/changeListCsv';
import './changeList.css';

interface ChangeListProps {
  /** The changes sent to the page (the first ones when there are many). */
  changes: OutputChange[];
  /** How many changes the output made in all. */
  total: number;
  /** Every change, read a page at a time past `changes` (none: `changes` is the whole list). */
  file?: ChangeFile | null;
  /** Makes the whole list as CSV in the worker; null when it could not. */
  exportCsv?: (file: ChangeFile, words: ChangeListWords) => Promise<Blob | null>;
  t: JsonTranslate;
  /** What the list is about, when not an output's differences from its input (a query's). */
  title?: string;
  help?: string;
}

/** Positions in a text (not a document) come as `line:column`. */
const TEXT_POSITION = /^(\d+):(\d+)$/;
/** Both interface languages group digits by commas: 12,345. */
const count = (n: number) => n.toLocaleString('en-US');

/** The CSV's words in the interface language: the worker loads no catalogue. */
async function wordsOf(t: JsonTranslate): Promise<ChangeListWords> {
  // Loaded with the first download, not with the page.
  const { CHANGE_CODES } = await import('../core/changes');
  return {
    header: [
      t('changes.columnPath'),
      t('changes.before'),
      t('changes.after'),
      t('changes.columnWhy'),
    ],
    // Without values the templates keep their {placeholders} for the worker to fill in.
    at: t('changes.at'),
    left: t('changes.left'),
    reasons: Object.fromEntries(CHANGE_CODES.map((code) => [code, t(`change.${code}`)])),
  };
}

/**
 * Where an output differs from its input, each with what was there, what is there now and
 * why, shown above the output (never inside it), a page at a time, with the whole list to
 * download. Any output with a change list can use it.
 */
export function ChangeList({ changes, total, file, exportCsv, t, title, help }: ChangeListProps) {
  const { message } = AntdApp.useApp();
  // The page belongs to the list it was turned on: a new list starts at its first page.
  const [at, setAt] = useState({ changes, page: 0 });
  const page = at.changes === changes ? at.page : 0;
  const [read, setRead] = useState<{ file: ChangeFile; page: number; list: OutputChange[] }>();
  const [exporting, setExporting] = useState(false);
  const listed = file ? total : changes.length;
  const pages = Math.ceil(listed / CHANGE_PAGE);
  const from = page * CHANGE_PAGE;
  const to = Math.min(listed, from + CHANGE_PAGE);
  const local = to <= changes.length;

  useEffect(() => {
    if (local || !file) return;
    let current = true;
    void changePage(file, page).then((list) => current && setRead({ file, page, list }));
    return () => {
      current = false;
    };
  }, [local, file, page]);

  if (total === 0) return null;
  const shown = local
    ? changes.slice(from, to)
    : read?.file === file && read?.page === page
      ? read.list
      : null;
  const where = (path: string) => {
    const position = TEXT_POSITION.exec(path);
    return position ? t('changes.at', { line: position[1], column: position[2] }) : path;
  };
  const download = async () => {
    if (!file || !exportCsv) return;
    setExporting(true);
    const csv = await exportCsv(file, await wordsOf(t));
    setExporting(false);
    if (csv) downloadBlob(`${t('changes.fileName')}.csv`, csv);
    else void message.error(t('changes.downloadFailed'));
  };
  const turn = (to: number) => setAt({ changes, page: to });
  return (
    <Alert
      type="warning"
      showIcon
      className="json-status json-change-list-box"
      title={title ?? t('changes.title', { count: total })}
      description={
        <>
          <Typography.Paragraph type="secondary" className="json-change-help">
            {help ?? t('changes.help')}
          </Typography.Paragraph>
          <Space wrap size="small" className="json-change-pager">
            <Typography.Text type="secondary" data-testid="json-change-shown">
              {t('changes.shown', { total: count(total), from: count(from + 1), to: count(to) })}
            </Typography.Text>
            {pages > 1 && (
              <>
                <Button size="small" disabled={page === 0} onClick={() => turn(page - 1)}>
                  {t('changes.previous')}
                </Button>
                <Button size="small" disabled={page + 1 >= pages} onClick={() => turn(page + 1)}>
                  {t('changes.next')}
                </Button>
              </>
            )}
            {file && exportCsv && (
              <Button size="small" loading={exporting} onClick={() => void download()}>
                {t('changes.download')}
              </Button>
            )}
          </Space>
          {shown ? (
            <ol className="json-output-changes" aria-label={t('changes.label')} start={from + 1}>
              {shown.map((change, i) => (
                <li key={from + i} className="json-output-change">
                  <code className="json-output-change-path">{where(change.path)}</code>
                  <span className="json-output-change-values">
                    <span className="json-output-change-label">{t('changes.before')}</span>
                    <code>{change.before}</code>
                    <span aria-hidden>→</span>
                    <span className="json-output-change-label">{t('changes.after')}</span>
                    {change.after === null ? (
                      <span className="json-output-change-label">{t('changes.left')}</span>
                    ) : (
                      <code>{change.after}</code>
                    )}
                  </span>
                  {/* Plain spans: a page is 200 entries, antd's Typography would cost each. */}
                  <span className="json-output-change-reason">
                    {t(`change.${change.reason.code}` as JsonMessageKey, change.reason.params)}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <Typography.Text type="secondary">{t('changes.loading')}</Typography.Text>
          )}
        </>
      }
    />
  );
}
