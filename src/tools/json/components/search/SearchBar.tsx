import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Segmented, Tooltip, Typography } from 'antd';
import { Input } from '../../../../app/ui/inputs';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useMessages, type Translate } from '../../../../app/i18n/LanguageContext';
import { defineMessages } from '../../../../app/i18n/translate';
import type { InputRef } from 'antd';
import { positionOf } from '../../core';
import type { SearchScope } from '../../core/search';
import { jobFailureOf } from '../../worker/jobFailure';
import { failureMessage, syntaxReason } from '../../errorText';
import type { JsonTranslate } from '../../messages';
import { searchBarEnUS } from '../../messages/searchBarEnUS';
import { searchBarZhCN } from '../../messages/searchBarZhCN';
import { useJsonSearch, type JsonSearch, type SearchSource } from './useJsonSearch';
import type { SearchPanel } from './useSearchPanel';
import './search.css';

const searchBarMessages = defineMessages(searchBarZhCN, searchBarEnUS);
type BarTranslate = Translate<keyof typeof searchBarZhCN>;

const SCOPES: SearchScope[] = ['all', 'keys', 'values'];
const LISTED_REFUSALS = 20;

/** The error of a failed search in the interface language (JSON's own from the page's `t`). */
function errorText(bar: BarTranslate, t: JsonTranslate, search: JsonSearch): string | null {
  if (search.state.status !== 'failed') return null;
  const { error } = search.state;
  if (error.code.startsWith('search.'))
    return bar(`search.error.${error.code.slice(7)}` as keyof typeof searchBarZhCN, error.params);
  const failure = jobFailureOf(error);
  if (failure.kind !== 'syntax') return failureMessage(t, failure);
  const { line, column } = failure.error;
  return bar('search.notJson', {
    reason: t('syntax.at', { line, column, reason: syntaxReason(t, failure.error) }),
  });
}

interface SearchBarProps {
  panel: SearchPanel;
  source: SearchSource;
  /** The page's words, for JSON syntax errors. */
  t: JsonTranslate;
}

/** 查找替换 above the input editor: the query, the replacement, options, count and report. */
export function SearchBar({ panel, source, t: page }: SearchBarProps) {
  const t = useMessages(searchBarMessages);
  const search = useJsonSearch(source, panel);
  const findRef = useRef<InputRef>(null);
  const { form, edit, state, current, report } = search;
  // Opening the bar, or Ctrl+H while it is open, puts the cursor in the search box.
  useEffect(() => findRef.current?.focus({ cursor: 'all' }), [panel.focusRequest]);

  const count = state.status === 'done' ? state.found.count : 0;
  const error = errorText(t, page, search);
  let status = '';
  if (state.status === 'done')
    status =
      count === 0
        ? t('search.noMatch')
        : current >= 0
          ? t('search.count', { at: current + 1, total: count })
          : t('search.countNone', { total: count });

  const onFindKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (event.shiftKey) search.previous();
    else search.next();
  };
  const onReplaceKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search.replaceOne();
  };

  return (
    <div
      className="json-search"
      role="search"
      aria-label={t('search.label')}
      // Kept (hidden) once opened, so the query and options are there when it opens again.
      hidden={!panel.open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          panel.close();
        }
      }}
    >
      <div className="json-search-row">
        <Input
          ref={findRef}
          size="small"
          value={form.query}
          onChange={(event) => edit({ query: event.target.value })}
          onKeyDown={onFindKey}
          placeholder={t('search.findPlaceholder')}
          aria-label={t('search.find')}
          aria-invalid={error ? true : undefined}
          status={error ? 'error' : undefined}
          className="json-search-input"
          suffix={
            <span className="json-search-count" aria-live="polite" data-testid="json-search-count">
              {search.running ? t('search.running') : status}
            </span>
          }
        />
        <Tooltip title={t('search.previous')}>
          <Button
            size="small"
            icon={<ArrowUpOutlined aria-hidden />}
            aria-label={t('search.previous')}
            onClick={search.previous}
            disabled={count === 0}
          />
        </Tooltip>
        <Tooltip title={t('search.next')}>
          <Button
            size="small"
            icon={<ArrowDownOutlined aria-hidden />}
            aria-label={t('search.next')}
            onClick={search.next}
            disabled={count === 0}
          />
        </Tooltip>
        <Tooltip title={t('search.close')}>
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined aria-hidden />}
            aria-label={t('search.close')}
            onClick={panel.close}
          />
        </Tooltip>
      </div>
      <div className="json-search-row">
        <Input
          size="small"
          value={form.replacement}
          onChange={(event) => edit({ replacement: event.target.value })}
          onKeyDown={onReplaceKey}
          placeholder={t('search.replacePlaceholder')}
          aria-label={t('search.replace')}
          className="json-search-input"
        />
        <Button size="small" onClick={search.replaceOne} disabled={count === 0}>
          {t('search.replaceOne')}
        </Button>
        <Button size="small" onClick={search.replaceAll} disabled={count === 0}>
          {t('search.replaceAll')}
        </Button>
      </div>
      <div className="json-search-row json-search-options">
        <Checkbox checked={form.regex} onChange={(event) => edit({ regex: event.target.checked })}>
          {t('search.regex')}
        </Checkbox>
        <Checkbox
          checked={form.caseSensitive}
          onChange={(event) => edit({ caseSensitive: event.target.checked })}
        >
          {t('search.caseSensitive')}
        </Checkbox>
        <Checkbox
          checked={form.wholeWord}
          onChange={(event) => edit({ wholeWord: event.target.checked })}
        >
          {t('search.wholeWord')}
        </Checkbox>
        <Segmented
          size="small"
          aria-label={t('search.scope')}
          value={form.scope}
          onChange={(scope) => edit({ scope: scope as SearchScope })}
          options={SCOPES.map((scope) => ({ value: scope, label: t(`search.scope.${scope}`) }))}
        />
        {search.running && (
          <Button size="small" onClick={search.cancel}>
            {t('search.cancel')}
          </Button>
        )}
      </div>
      {search.large && <Alert type="info" showIcon title={t('search.large')} />}
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      {search.changedMeanwhile && (
        <Alert type="warning" showIcon title={t('search.changedMeanwhile')} />
      )}
      {report && (
        <Alert
          type={report.refusals.length ? 'warning' : 'success'}
          showIcon
          role="status"
          title={
            report.replaced
              ? t('search.replaced', { count: report.replaced })
              : t('search.replacedNone')
          }
          description={report.refusals.length > 0 && <Refusals report={report} t={t} />}
        />
      )}
    </div>
  );
}

function Refusals({ report, t }: { report: NonNullable<JsonSearch['report']>; t: BarTranslate }) {
  const kept = report.refusals.reduce((sum, refusal) => sum + refusal.matches, 0);
  const listed = report.refusals.slice(0, LISTED_REFUSALS);
  return (
    <>
      <Typography.Text>{t('search.refused', { count: kept })}</Typography.Text>
      <ul className="json-search-refusals">
        {listed.map((refusal) => {
          const { line, column } = positionOf(report.base, refusal.from);
          return (
            <li key={refusal.from}>
              {t(`search.refusal.${refusal.code}`, { line, column, ...refusal.params })}
            </li>
          );
        })}
      </ul>
      {report.refusals.length > listed.length && (
        <Typography.Text type="secondary">
          {t('search.refusedMore', { count: report.refusals.length - listed.length })}
        </Typography.Text>
      )}
    </>
  );
}
