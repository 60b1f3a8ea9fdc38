import type { QueryChange } from '../core';
import type { JsonTranslate } from '../messages';
import './queryDiff.css';

/** More than this many are counted, not listed: the list is a warning, not a report. */
const LISTED = 100;

/**
 * The numbers a query computed with as doubles, each with where it is in the input, what is
 * written there and what the query used instead. Shown above the output, under its notice.
 */
export function QueryChanges({ changes, t }: { changes: QueryChange[]; t: JsonTranslate }) {
  const listed = changes.slice(0, LISTED);
  return (
    <ol className="json-query-changes" aria-label={t('query.changes', { count: changes.length })}>
      {listed.map((change) => (
        <li key={change.path}>
          <code>{change.path}</code>{' '}
          {t(`query.change.${change.reason}`, { before: change.before, after: change.after })}
        </li>
      ))}
      {changes.length > LISTED && (
        <li>{t('query.changesMore', { count: changes.length - LISTED })}</li>
      )}
    </ol>
  );
}
