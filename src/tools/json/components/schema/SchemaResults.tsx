import { Alert, Typography } from 'antd';
import type { SchemaIssue, SchemaProblem, SchemaValidation } from '../../core/schema/types';
import { failureMessage } from '../../errorText';
import { jsonMessages, type JsonTranslate } from '../../messages';
import { schemaMessages, type SchemaMessageKey, type SchemaTranslate } from './schemaMessages';
import type { JobFailure } from '../../worker/protocol';

/** What the last validation gave: a result, schemas that could not be used, or a failed job. */
export type SchemaOutcome =
  | { kind: 'done'; result: SchemaValidation }
  | { kind: 'problems'; problems: SchemaProblem[] }
  | { kind: 'failed'; failure: JobFailure };

const known = (key: string): key is SchemaMessageKey =>
  Object.prototype.hasOwnProperty.call(schemaMessages['zh-CN'], key);
const knownSyntax = (key: string): key is keyof (typeof jsonMessages)['zh-CN'] & string =>
  Object.prototype.hasOwnProperty.call(jsonMessages['zh-CN'], key);

/** An issue in the interface language; an unknown code reads as the library's own words. */
export function issueText(s: SchemaTranslate, issue: Pick<SchemaIssue, 'code' | 'params'>): string {
  const key = `schema.issue.${issue.code}`;
  return known(key)
    ? s(key, issue.params)
    : s('schema.issue.other', { keyword: issue.code, detail: '' });
}

/** A schema that could not be used; a syntax error in it is worded like the input's. */
export function problemText(s: SchemaTranslate, t: JsonTranslate, problem: SchemaProblem): string {
  if (problem.code === 'schemaSyntax') {
    const reasonKey = `syntax.${problem.params.syntax}`;
    const reason = knownSyntax(reasonKey)
      ? t(reasonKey, problem.params)
      : String(problem.params.syntax);
    return s('schema.problem.schemaSyntax', { ...problem.params, reason });
  }
  const key = `schema.problem.${problem.code}`;
  return known(key)
    ? s(key, problem.params)
    : s('schema.problem.schemaUnusable', { detail: problem.code });
}

interface SchemaResultsProps {
  outcome: SchemaOutcome;
  /** Moves the input editor's cursor to an offset of the document. */
  onReveal: (offset: number) => void;
  s: SchemaTranslate;
  t: JsonTranslate;
}

/** The validation's verdict, the issues (each a button to its place) and the number notes. */
export function SchemaResults({ outcome, onReveal, s, t }: SchemaResultsProps) {
  if (outcome.kind === 'failed')
    return <Alert type="error" showIcon title={failureMessage(t, outcome.failure)} />;
  if (outcome.kind === 'problems')
    return (
      <Alert
        type="error"
        showIcon
        title={
          outcome.problems.length === 1 ? (
            problemText(s, t, outcome.problems[0])
          ) : (
            <ul className="json-schema-problems">
              {outcome.problems.map((problem, i) => (
                <li key={i}>{problemText(s, t, problem)}</li>
              ))}
            </ul>
          )
        }
      />
    );
  const { result } = outcome;
  const draft = s(`schema.draft.${result.draft}` as SchemaMessageKey);
  const how = s(
    result.fromSchema
      ? 'schema.draftFrom'
      : result.draft === '2020-12'
        ? 'schema.draftDefault'
        : 'schema.draftChosen',
    { draft },
  );
  return (
    <div className="json-schema-results">
      {result.issueCount === 0 ? (
        <Alert type="success" showIcon title={s('schema.valid', { draft })} description={how} />
      ) : (
        <Alert
          type="error"
          showIcon
          title={s('schema.invalid', { count: result.issueCount, draft })}
          description={
            result.issueCount > result.issues.length
              ? `${how}。${s('schema.shownFirst', { shown: result.issues.length })}`
              : how
          }
        />
      )}
      {result.issues.length > 0 && (
        <ol className="json-schema-issues" aria-label={s('schema.title')}>
          {result.issues.map((issue, i) => {
            const message = issueText(s, issue);
            return (
              <li key={i}>
                <button
                  type="button"
                  className="json-schema-issue"
                  onClick={() => onReveal(issue.offset)}
                  aria-label={s('schema.jump', { line: issue.line, column: issue.column, message })}
                >
                  <span className="json-schema-where">
                    {s('schema.at', { line: issue.line, column: issue.column })}
                    <code>{issue.path}</code>
                  </span>
                  <span className="json-schema-message">{message}</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {result.inexactCount > 0 && (
        <Alert
          type="warning"
          showIcon
          title={s('schema.inexact', { count: result.inexactCount })}
          description={
            <ul className="json-schema-problems">
              {result.inexact.map((number, i) => (
                <li key={i}>
                  <Typography.Link onClick={() => onReveal(number.offset)}>
                    {s('schema.inexactItem', { ...number })}
                  </Typography.Link>
                </li>
              ))}
            </ul>
          }
        />
      )}
    </div>
  );
}
