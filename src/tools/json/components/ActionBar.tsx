import { SwapOutlined } from '@ant-design/icons';
import { Button, Segmented, Space, Tooltip } from 'antd';
import { Input, SearchInput } from '../../../app/ui/inputs';
import { NativeSelect } from '../../../app/ui/NativeSelect';
import { useState } from 'react';
import { DATA_FORMATS, type QueryLanguage } from '../core';
import {
  DELIMITERS,
  INDENTS,
  queryLanguageOf,
  TYPE_LANGUAGES,
  type JsonOptions,
  type JsonTab,
} from '../jsonOptions';
import type { JsonMessageKey, JsonTranslate } from '../messages';
import { DiffActions } from './DiffActions';
import { OptionSwitch } from './OptionSwitch';

const QUERY_PLACEHOLDERS: Record<QueryLanguage, string> = {
  jsonpath: '$.store.book[?(@.price > 10)].title',
  jmespath: 'store.book[?price > `10`].title',
  jq: '.store.book[] | select(.price > 10) | .title',
};

const QUERY_HINTS: Record<QueryLanguage, JsonMessageKey> = {
  jsonpath: 'query.hintPath',
  jmespath: 'query.hintJmes',
  jq: 'query.hintJq',
};

export interface ActionHandlers {
  format: () => void;
  minify: () => void;
  validate: () => void;
  expandNested: () => void;
  repair: () => void;
  escape: (mode: 'escape' | 'unescape' | 'toUnicode' | 'fromUnicode') => void;
  convert: () => void;
  swapFormats: () => void;
  query: (expression: string) => void;
  types: () => void;
  diff: () => void;
}

interface ActionBarProps {
  tab: JsonTab;
  options: JsonOptions;
  setOptions: (patch: Partial<JsonOptions>) => void;
  busy: boolean;
  handlers: ActionHandlers;
  t: JsonTranslate;
}

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <span className="json-labelled">
      <span aria-hidden>{label}</span>
      {children}
    </span>
  );
}

/** The controls of the current tab, above the panes. */
export function ActionBar({ tab, options, setOptions, busy, handlers, t }: ActionBarProps) {
  const [expression, setExpression] = useState('$..*');
  const indentSelect = (
    <Labelled label={t('options.indent')}>
      <NativeSelect
        value={options.indent}
        onChange={(indent) => setOptions({ indent })}
        aria-label={t('options.indent')}
        options={INDENTS.map((value) => ({ value, label: t(`indent.${value}` as JsonMessageKey) }))}
        style={{ width: 104 }}
      />
    </Labelled>
  );

  switch (tab) {
    case 'format':
      return (
        <Space wrap className="json-actions">
          <Tooltip title={t('action.formatShortcut')}>
            <Button type="primary" onClick={handlers.format} disabled={busy}>
              {t('action.format')}
            </Button>
          </Tooltip>
          <Button onClick={handlers.minify} disabled={busy}>
            {t('action.minify')}
          </Button>
          <Button onClick={handlers.validate} disabled={busy}>
            {t('action.validate')}
          </Button>
          <Button onClick={handlers.expandNested} disabled={busy}>
            {t('action.expandNested')}
          </Button>
          {indentSelect}
          <OptionSwitch
            checked={options.sortKeys}
            onChange={(sortKeys) => setOptions({ sortKeys })}
            label={t('options.sortKeys')}
          />
        </Space>
      );
    case 'tree':
    case 'table':
      return null;
    case 'repair':
      return (
        <Space wrap className="json-actions">
          <Button type="primary" onClick={handlers.repair} disabled={busy}>
            {t('action.repair')}
          </Button>
          <span className="json-hint">{t('repair.hint')}</span>
        </Space>
      );
    case 'escape':
      return (
        <Space wrap className="json-actions">
          <Button type="primary" onClick={() => handlers.escape('escape')} disabled={busy}>
            {t('action.escape')}
          </Button>
          <Button onClick={() => handlers.escape('unescape')} disabled={busy}>
            {t('action.unescape')}
          </Button>
          <Button onClick={() => handlers.escape('toUnicode')} disabled={busy}>
            {t('action.toUnicode')}
          </Button>
          <Button onClick={() => handlers.escape('fromUnicode')} disabled={busy}>
            {t('action.fromUnicode')}
          </Button>
        </Space>
      );
    case 'convert': {
      const formats = DATA_FORMATS.map((value) => ({
        value,
        label: t(`format.${value}` as JsonMessageKey),
      }));
      const csv = options.from === 'csv' || options.to === 'csv';
      return (
        <Space wrap className="json-actions">
          <Labelled label={t('convert.from')}>
            <NativeSelect
              value={options.from}
              onChange={(from) => setOptions({ from })}
              options={formats}
              aria-label={t('convert.from')}
              style={{ width: 128 }}
            />
          </Labelled>
          <Button
            icon={<SwapOutlined aria-hidden />}
            onClick={handlers.swapFormats}
            aria-label={t('convert.swap')}
          />
          <Labelled label={t('convert.to')}>
            <NativeSelect
              value={options.to}
              onChange={(to) => setOptions({ to })}
              options={formats}
              aria-label={t('convert.to')}
              style={{ width: 128 }}
            />
          </Labelled>
          {csv && (
            <Labelled label={t('convert.delimiter')}>
              <NativeSelect
                value={options.delimiter}
                onChange={(delimiter) => setOptions({ delimiter })}
                aria-label={t('convert.delimiter')}
                options={DELIMITERS.map((value) => ({
                  value,
                  label: t(
                    `delimiter.${value === ',' ? 'comma' : value === ';' ? 'semicolon' : value === '|' ? 'pipe' : 'tab'}` as JsonMessageKey,
                  ),
                }))}
                style={{ width: 120 }}
              />
            </Labelled>
          )}
          {options.to === 'yaml' && options.from !== 'yaml' && (
            <OptionSwitch
              checked={options.yaml12}
              onChange={(yaml12) => setOptions({ yaml12 })}
              label={t('convert.yaml12')}
              help={t('convert.yaml12Help')}
            />
          )}
          {options.to === 'csv' && options.from !== 'csv' && (
            <OptionSwitch
              checked={options.guardFormulas}
              onChange={(guardFormulas) => setOptions({ guardFormulas })}
              label={t('convert.guardFormulas')}
              help={t('convert.guardFormulasHelp')}
            />
          )}
          {(options.from === 'csv' || options.from === 'xml') && (
            <OptionSwitch
              checked={options.inferTypes}
              onChange={(inferTypes) => setOptions({ inferTypes })}
              label={t('convert.inferTypes')}
              help={t('convert.inferTypesHelp')}
            />
          )}
          <Button type="primary" onClick={handlers.convert} disabled={busy}>
            {t('action.convert')}
          </Button>
        </Space>
      );
    }
    case 'query':
      return (
        <div className="json-query-bar">
          <Segmented
            value={options.queryLanguage}
            onChange={(queryLanguage) => setOptions({ queryLanguage: String(queryLanguage) })}
            options={[
              { value: 'jsonpath', label: 'JSONPath' },
              { value: 'jmespath', label: 'JMESPath' },
              { value: 'jq', label: 'jq' },
            ]}
            aria-label={t('query.language')}
          />
          <SearchInput
            value={expression}
            onChange={(event) => setExpression(event.target.value)}
            onSearch={(value) => handlers.query(value)}
            enterButton={t('action.query')}
            aria-label={t('query.expression')}
            placeholder={QUERY_PLACEHOLDERS[queryLanguageOf(options.queryLanguage)]}
            disabled={busy}
            className="json-query-input"
          />
          <span className="json-hint">
            {t(QUERY_HINTS[queryLanguageOf(options.queryLanguage)])}
          </span>
        </div>
      );
    case 'types':
      return (
        <Space wrap className="json-actions">
          <Segmented
            value={options.typeLanguage}
            onChange={(typeLanguage) => setOptions({ typeLanguage: String(typeLanguage) })}
            options={TYPE_LANGUAGES.map((value) => ({
              value,
              label: t(`types.${value}` as JsonMessageKey),
            }))}
            aria-label={t('types.language')}
          />
          <Labelled label={t('types.rootName')}>
            <RootNameInput
              value={options.rootName}
              onCommit={(rootName) => setOptions({ rootName })}
              label={t('types.rootName')}
            />
          </Labelled>
          <Button type="primary" onClick={handlers.types} disabled={busy}>
            {t('action.types')}
          </Button>
        </Space>
      );
    case 'diff':
      return (
        <DiffActions
          idKey={options.diffIdKey}
          onIdKeyChange={(diffIdKey) => setOptions({ diffIdKey })}
          onDiff={handlers.diff}
          busy={busy}
          t={t}
        />
      );
    case 'schema':
      // Its controls sit with its schema files (components/schema/SchemaPane.tsx).
      return null;
  }
}

/** Edits freely, stores only valid type names (options are validated on read). */
function RootNameInput({
  value,
  onCommit,
  label,
}: {
  value: string;
  onCommit: (value: string) => void;
  label: string;
}) {
  const [draft, setDraft] = useState(value);
  const valid = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/.test(draft);
  return (
    <Input
      value={draft}
      status={valid ? undefined : 'error'}
      aria-label={label}
      style={{ width: 120 }}
      onChange={(event) => {
        setDraft(event.target.value);
        if (/^[A-Za-z_][A-Za-z0-9_]{0,39}$/.test(event.target.value)) onCommit(event.target.value);
      }}
    />
  );
}
