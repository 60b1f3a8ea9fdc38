import { DATA_FORMATS, type DataFormat, type QueryLanguage, type TypeLanguage } from './core';
import { SCHEMA_DRAFTS } from './core/schema/types';

export const JSON_TABS = [
  'format',
  'tree',
  'table',
  'repair',
  'escape',
  'convert',
  'query',
  'types',
  'diff',
  'schema',
] as const;
export type JsonTab = (typeof JSON_TABS)[number];

export const INDENTS = ['2', '4', 'tab'] as const;
export const DELIMITERS = [',', ';', 'tab', '|'] as const;
export const QUERY_LANGUAGES: readonly QueryLanguage[] = ['jsonpath', 'jmespath', 'jq'];
export const TYPE_LANGUAGES: readonly TypeLanguage[] = [
  'typescript',
  'go',
  'java',
  'csharp',
  'kotlin',
  'rust',
];

/** Flat options remembered across reloads and carried in the URL (never the input itself). */
export const DEFAULT_JSON_OPTIONS = {
  tab: 'format' as string,
  indent: '2' as string,
  sortKeys: false,
  lenient: false,
  from: 'json' as string,
  to: 'yaml' as string,
  delimiter: ',' as string,
  inferTypes: true,
  /** JSON -> YAML: plain YAML 1.2 instead of YAML that 1.1 programs read alike. */
  yaml12: false,
  /** JSON -> CSV: formula-like cells get a leading ' (CSV injection), listed. */
  guardFormulas: true,
  queryLanguage: 'jsonpath' as string,
  typeLanguage: 'typescript' as string,
  rootName: 'Root',
  /** 对比: the member arrays of objects are aligned by ('' aligns by content). */
  diffIdKey: '',
  /** JSON Schema: the draft to validate with ('auto' reads the main schema's $schema). */
  schemaDraft: 'auto' as string,
};
export type JsonOptions = typeof DEFAULT_JSON_OPTIONS;

/** An id key is a member name; longer text is not one a user typed. */
const MAX_ID_KEY = 100;

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Unknown values (old links, edited storage) fall back to the defaults one by one. */
export function normalizeJsonOptions(options: JsonOptions): JsonOptions {
  const d = DEFAULT_JSON_OPTIONS;
  return {
    ...options,
    tab: oneOf(JSON_TABS, options.tab, 'format'),
    indent: oneOf(INDENTS, options.indent, '2'),
    from: oneOf(DATA_FORMATS, options.from, 'json'),
    to: oneOf(DATA_FORMATS, options.to, 'yaml'),
    delimiter: oneOf(DELIMITERS, options.delimiter, ','),
    queryLanguage: oneOf(QUERY_LANGUAGES, options.queryLanguage, 'jsonpath'),
    typeLanguage: oneOf(TYPE_LANGUAGES, options.typeLanguage, 'typescript'),
    rootName: /^[A-Za-z_][A-Za-z0-9_]{0,39}$/.test(options.rootName)
      ? options.rootName
      : d.rootName,
    schemaDraft: oneOf(SCHEMA_DRAFTS, options.schemaDraft, 'auto'),
    diffIdKey: options.diffIdKey.length <= MAX_ID_KEY ? options.diffIdKey : d.diffIdKey,
  };
}

export function indentOf(options: JsonOptions): 2 | 4 | '\t' {
  return options.indent === 'tab' ? '\t' : options.indent === '4' ? 4 : 2;
}

export function delimiterOf(options: JsonOptions): string {
  return options.delimiter === 'tab' ? '\t' : options.delimiter;
}

export function formatOf(value: string): DataFormat {
  return oneOf(DATA_FORMATS, value, 'json');
}

export function queryLanguageOf(value: string): QueryLanguage {
  return oneOf(QUERY_LANGUAGES, value, 'jsonpath');
}
