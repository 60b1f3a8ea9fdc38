import { Alert, Typography } from 'antd';
import type { OutputChange } from '../core';
import type { JsonMessageKey, JsonTranslate } from '../messages';
import './changeList.css';

interface ChangeListProps {
  /** The changes sent to the page (the first ones when there are many). */
  changes: OutputChange[];
  /** How many changes the output made in all. */
  total: number;
  t: JsonTranslate;
  /** What the list is about, when not an output's differences from its input (a query's). */
  title?: string;
  help?: string;
}

/** Positions in a text (not a document) come as `line:column`. */
const TEXT_POSITION = /^(\d+):(\d+)$/;
/** Enough to read through; the rest is counted, not drawn. */
const SHOWN = 200;

/**
 * Where an output differs from its input, each with what was there, what is there now and
 * why, shown above the output (never inside it). Any output with a change list can use it.
 */
export function ChangeList({ changes, total, t, title, help }: ChangeListProps) {
  if (total === 0) return null;
  const where = (path: string) => {
    const position = TEXT_POSITION.exec(path);
    return position ? t('changes.at', { line: position[1], column: position[2] }) : path;
  };
  const shown = changes.slice(0, SHOWN);
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
          <ol className="json-output-changes" aria-label={t('changes.label')}>
            {shown.map((change, i) => (
              <li key={i} className="json-output-change">
                <code className="json-output-change-path">{where(change.path)}</code>
                <span className="json-output-change-values">
                  <span className="json-output-change-label">{t('changes.before')}</span>
                  <code>{change.before}</code>
                  <span aria-hidden>→</span>
                  <span className="json-output-change-label">{t('changes.after')}</span>
                  {change.after === null ? (
                    <Typography.Text type="secondary">{t('changes.left')}</Typography.Text>
                  ) : (
                    <code>{change.after}</code>
                  )}
                </span>
                <Typography.Text type="secondary" className="json-output-change-reason">
                  {t(`change.${change.reason.code}` as JsonMessageKey, change.reason.params)}
                </Typography.Text>
              </li>
            ))}
          </ol>
          {total > shown.length && (
            <Typography.Text type="secondary">
              {t('changes.more', { count: total - shown.length })}
            </Typography.Text>
          )}
        </>
      }
    />
  );
}
