import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Collapse, Empty, Typography } from 'antd';
import { memo, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ErrorExcerpt, LineChange, PunctuationChange } from '../core';
import { failureMessage } from '../errorText';
import type { JsonTranslate } from '../messages';
import type { JobFailure } from '../worker/protocol';

/** A syntax error with its position and the line around it; other failures as plain text. */
export function FailureAlert({
  failure,
  t,
  children,
}: {
  failure: JobFailure;
  t: JsonTranslate;
  /** What the user can do about a syntax error in the input (reach it in a large input). */
  children?: ReactNode;
}) {
  const text = failureMessage(t, failure);
  if (failure.kind === 'tool')
    return <Alert type="error" showIcon className="json-status" title={text} />;
  const { error, side } = failure;
  return (
    <Alert
      type="error"
      showIcon
      className="json-status"
      title={(side === 'compare' ? t('diff.compareError') : '') + text}
      description={
        <>
          <ErrorExcerptView excerpt={error.excerpt} label={t('error.snippet')} />
          <Typography.Text type="secondary">{t('error.hint')}</Typography.Text>
          {side === 'input' && children}
        </>
      }
    />
  );
}

/**
 * The error's line with the character at the spot wrapped, and the caret drawn under that
 * element: it sits under the right character in any script (CJK, emoji) and any font.
 */
function ErrorExcerptView({ excerpt, label }: { excerpt: ErrorExcerpt; label: string }) {
  const preRef = useRef<HTMLPreElement>(null);
  const spotRef = useRef<HTMLSpanElement>(null);
  // On a narrow screen the line is wider than its box: scroll it so the spot is in view.
  useLayoutEffect(() => {
    const pre = preRef.current;
    const spot = spotRef.current;
    if (pre && spot) pre.scrollLeft = Math.max(0, spot.offsetLeft - pre.clientWidth / 2);
  }, [excerpt]);
  return (
    // Focusable: a long line scrolls, and keyboard users scroll it too.
    <pre ref={preRef} className="json-snippet" aria-label={label} tabIndex={0}>
      {excerpt.before}
      <span ref={spotRef} className="json-snippet-at" data-testid="json-error-spot">
        {excerpt.at}
        {/* Drawn by CSS: the excerpt's text (read aloud, copied, matched) stays the input's. */}
        <span className="json-snippet-caret" aria-hidden />
      </span>
      {excerpt.after}
    </pre>
  );
}

/** Each full-width mark the repair replaced: where it was, before, after and what it was. */
export function PunctuationChanges({
  changes,
  t,
}: {
  changes: PunctuationChange[];
  t: JsonTranslate;
}) {
  if (changes.length === 0) return null;
  return (
    <Collapse
      size="small"
      className="json-changes"
      defaultActiveKey={['punctuation']}
      items={[
        {
          key: 'punctuation',
          label: t('repair.punctuation', { count: changes.length }),
          children: (
            <ol className="json-change-list" data-testid="json-punctuation-changes">
              {changes.slice(0, 500).map((change) => (
                <li key={`${change.line}:${change.column}`}>
                  <Typography.Text type="secondary">
                    {t('repair.punctuationAt', { line: change.line, column: change.column })}
                  </Typography.Text>{' '}
                  <Typography.Text code>{change.from}</Typography.Text>
                  {' → '}
                  <Typography.Text code>{change.to}</Typography.Text>{' '}
                  <Typography.Text type="secondary">
                    {t(`repair.why.${change.code}`)}
                  </Typography.Text>
                </li>
              ))}
            </ol>
          ),
        },
      ]}
    />
  );
}

export function RepairChanges({ changes, t }: { changes: LineChange[] | null; t: JsonTranslate }) {
  if (changes === null)
    return <Alert type="info" className="json-status" title={t('repair.tooMany')} />;
  if (changes.length === 0) return null;
  const shown = changes.slice(0, 200);
  return (
    <Collapse
      size="small"
      className="json-changes"
      defaultActiveKey={['changes']}
      items={[
        {
          key: 'changes',
          label: t('repair.changes', { count: changes.length }),
          children: (
            <ol className="json-change-list">
              {shown.map((change) => (
                <li key={`${change.beforeLine}-${change.afterLine}`}>
                  <Typography.Text type="secondary">
                    {t('repair.line', { line: change.beforeLine })}
                  </Typography.Text>
                  {change.removed.map((line, i) => (
                    <pre key={`r${i}`} className="json-line-removed">
                      - {line}
                    </pre>
                  ))}
                  {change.added.map((line, i) => (
                    <pre key={`a${i}`} className="json-line-added">
                      + {line}
                    </pre>
                  ))}
                </li>
              ))}
            </ol>
          ),
        },
      ]}
    />
  );
}

/**
 * Up to 500 matches. Memoised (so `onCopy` must be stable): the page redraws on each step of
 * the next job while they are still shown, and redrawing 500 rows of antd parts each time
 * left some 50 MB of garbage on the page. Path and label are plain elements, not antd
 * Typography (its hooks per row were most of the rows' heap).
 */
export const QueryMatches = memo(function QueryMatches({
  matches,
  onCopy,
  t,
}: {
  matches: { path: string; text: string }[];
  onCopy: (text: string, what: string) => unknown;
  t: JsonTranslate;
}) {
  if (matches.length === 0) return <Empty description={t('query.none')} />;
  return (
    <ol className="json-matches" aria-label={t('query.results')}>
      {matches.slice(0, 500).map((match, i) => (
        <li key={`${match.path}-${i}`}>
          <div className="json-match-head">
            {/* jq's outputs are computed: numbered, with no path to copy. */}
            {match.path ? (
              <>
                <code className="json-match-path">{match.path}</code>
                <Button
                  size="small"
                  type="text"
                  icon={<CopyOutlined aria-hidden />}
                  aria-label={t('tree.copyPath')}
                  onClick={() => onCopy(match.path, t('tree.pathCopied'))}
                />
              </>
            ) : (
              <span className="json-match-output">{t('query.output', { n: i + 1 })}</span>
            )}
            <Button
              size="small"
              type="text"
              onClick={() => onCopy(match.text, t('tree.valueCopied'))}
            >
              {t('tree.copyValue')}
            </Button>
          </div>
          <pre className="json-match-value">
            {match.text.length > 2000 ? `${match.text.slice(0, 2000)}…` : match.text}
          </pre>
        </li>
      ))}
    </ol>
  );
});
