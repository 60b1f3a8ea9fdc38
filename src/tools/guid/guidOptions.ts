import type { OptionRecord } from '../../app/runtime/useToolOptions';
import {
  BYTE_ORDERS,
  FORMAT_PRESETS,
  MAX_COUNT,
  MAX_NANOID_COUNT,
  MAX_SNOWFLAKE_COUNT,
  MAX_ULID_COUNT,
  NANOID_ALPHABETS,
  NANOID_DEFAULT_SIZE,
  NANOID_MAX_SIZE,
  NANOID_MIN_SIZE,
  SNOWFLAKE_PRESETS,
  NAMESPACES,
  SEPARATORS,
  UUID_VERSIONS,
  type ByteOrder,
  type FormatPresetId,
  type SeparatorId,
  type UuidEncoding,
  type UuidFormatStyle,
  type UuidQuotes,
  type UuidWrap,
} from './core';

/** The screen's flat options: remembered in localStorage and mirrored into the URL query. */
export interface GuidOptions extends OptionRecord {
  version: string;
  count: number;
  namespace: string;
  customNamespace: string;
  uppercase: boolean;
  hyphens: boolean;
  urn: boolean;
  encoding: string;
  /** Byte encodings: RFC order or .NET Guid.ToByteArray() order. */
  byteOrder: string;
  wrap: string;
  quotes: string;
  separator: string;
  prefix: string;
  suffix: string;
  /** Order of the list shown, copied and downloaded: as generated, or as SQL Server sorts it. */
  sort: string;
  /** 雪花 ID: a preset layout id or 'custom', and the custom layout's epoch (ms) and widths. */
  snowLayout: string;
  snowEpoch: number;
  snowTimeBits: number;
  snowDcBits: number;
  snowWorkerBits: number;
  snowSeqBits: number;
  /** 雪花 ID generation: the machine ids and how many. */
  snowDc: number;
  snowWorker: number;
  snowCount: number;
  /** ULID tab: how many to generate. */
  ulidCount: number;
  /** NanoID tab: a NANOID_ALPHABETS id or 'custom', the custom alphabet, size and count. */
  nanoAlphabet: string;
  nanoCustom: string;
  nanoSize: number;
  nanoCount: number;
}

export const GUID_OPTION_DEFAULTS: GuidOptions = {
  version: '4',
  count: 10,
  namespace: 'DNS',
  customNamespace: '',
  uppercase: false,
  hyphens: true,
  urn: false,
  encoding: 'hex',
  byteOrder: 'rfc',
  wrap: 'none',
  quotes: 'none',
  separator: 'newline',
  prefix: '',
  suffix: '',
  sort: 'generated',
  snowLayout: 'twitter',
  snowEpoch: SNOWFLAKE_PRESETS.twitter.epochMs,
  snowTimeBits: 41,
  snowDcBits: 5,
  snowWorkerBits: 5,
  snowSeqBits: 12,
  snowDc: 0,
  snowWorker: 0,
  snowCount: 10,
  ulidCount: 10,
  nanoAlphabet: 'urlSafe',
  nanoCustom: '',
  nanoSize: NANOID_DEFAULT_SIZE,
  nanoCount: 10,
};
/** What the format panel sets; 恢复默认选项 there resets these and leaves the generator alone. */
export const FORMAT_OPTION_KEYS: readonly (keyof GuidOptions)[] = [
  'uppercase',
  'hyphens',
  'urn',
  'encoding',
  'byteOrder',
  'wrap',
  'quotes',
  'separator',
  'prefix',
  'suffix',
  'sort',
];
export const GUID_OPTIONS_KEY = 'guid.options';
export const GUID_OPTIONS_VERSION = 1;
/** Prefix/suffix longer than this is cut: they are per-line decorations, not documents. */
export const MAX_AFFIX_LENGTH = 200;

export const VERSION_CHOICES = UUID_VERSIONS.map(String);
export const NAMESPACE_CHOICES = [...Object.keys(NAMESPACES), 'custom'];
export const ENCODINGS: readonly UuidEncoding[] = [
  'hex',
  'dotnetX',
  'base64',
  'base64url',
  'hexBytes',
  'csharpBytes',
  'javaLongs',
];
export const LIST_SORTS = ['generated', 'sqlServer'] as const;
export const NANOID_ALPHABET_CHOICES = [...Object.keys(NANOID_ALPHABETS), 'custom'];
/** A custom alphabet has at most 256 characters; a little more keeps a mistake visible. */
const MAX_CUSTOM_ALPHABET = 400;
export const SNOWFLAKE_LAYOUTS = [...Object.keys(SNOWFLAKE_PRESETS), 'custom'];
/** The range JavaScript dates cover, in ms either side of 1970. */
const MAX_DATE_MS = 8.64e15;

function wholeIn(value: number, min: number, max: number, fallback: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;
}
export const WRAPS: readonly UuidWrap[] = ['none', 'braces', 'parens'];
export const QUOTES: readonly UuidQuotes[] = ['none', 'single', 'double'];
export const SEPARATOR_IDS = Object.keys(SEPARATORS) as SeparatorId[];

function oneOf<T extends string>(choices: readonly T[], value: string, fallback: T): T {
  return (choices as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Brings every option into its allowed range or set; unknown values fall back to defaults. */
export function normalizeGuidOptions(options: GuidOptions): GuidOptions {
  const d = GUID_OPTION_DEFAULTS;
  const count = Number.isFinite(options.count)
    ? Math.min(MAX_COUNT, Math.max(1, Math.round(options.count)))
    : d.count;
  return {
    ...options,
    version: oneOf(VERSION_CHOICES, options.version, d.version),
    count,
    namespace: oneOf(NAMESPACE_CHOICES, options.namespace, d.namespace),
    customNamespace: options.customNamespace.slice(0, MAX_AFFIX_LENGTH),
    encoding: oneOf(ENCODINGS, options.encoding, 'hex'),
    byteOrder: oneOf(BYTE_ORDERS, options.byteOrder, 'rfc'),
    sort: oneOf(LIST_SORTS, options.sort, 'generated'),
    snowLayout: oneOf(SNOWFLAKE_LAYOUTS, options.snowLayout, d.snowLayout),
    snowEpoch: wholeIn(options.snowEpoch, -MAX_DATE_MS, MAX_DATE_MS, d.snowEpoch),
    snowTimeBits: wholeIn(options.snowTimeBits, 1, 63, d.snowTimeBits),
    snowDcBits: wholeIn(options.snowDcBits, 0, 63, d.snowDcBits),
    snowWorkerBits: wholeIn(options.snowWorkerBits, 0, 63, d.snowWorkerBits),
    snowSeqBits: wholeIn(options.snowSeqBits, 0, 63, d.snowSeqBits),
    snowDc: wholeIn(options.snowDc, 0, 2 ** 32, 0),
    snowWorker: wholeIn(options.snowWorker, 0, 2 ** 32, 0),
    snowCount: wholeIn(options.snowCount, 1, MAX_SNOWFLAKE_COUNT, d.snowCount),
    ulidCount: wholeIn(options.ulidCount, 1, MAX_ULID_COUNT, d.ulidCount),
    nanoAlphabet: oneOf(NANOID_ALPHABET_CHOICES, options.nanoAlphabet, d.nanoAlphabet),
    nanoCustom: options.nanoCustom.slice(0, MAX_CUSTOM_ALPHABET),
    nanoSize: wholeIn(options.nanoSize, NANOID_MIN_SIZE, NANOID_MAX_SIZE, d.nanoSize),
    nanoCount: wholeIn(options.nanoCount, 1, MAX_NANOID_COUNT, d.nanoCount),
    wrap: oneOf(WRAPS, options.wrap, 'none'),
    quotes: oneOf(QUOTES, options.quotes, 'none'),
    separator: oneOf(SEPARATOR_IDS, options.separator, 'newline'),
    prefix: options.prefix.slice(0, MAX_AFFIX_LENGTH),
    suffix: options.suffix.slice(0, MAX_AFFIX_LENGTH),
  };
}

export function formatStyleOf(options: GuidOptions): UuidFormatStyle {
  return {
    encoding: options.encoding as UuidEncoding,
    byteOrder: options.byteOrder as ByteOrder,
    uppercase: options.uppercase,
    hyphens: options.hyphens,
    urn: options.urn,
    wrap: options.wrap as UuidWrap,
    quotes: options.quotes as UuidQuotes,
    prefix: options.prefix,
    suffix: options.suffix,
  };
}

export const PRESET_IDS = Object.keys(FORMAT_PRESETS) as FormatPresetId[];

/** The options a preset sets (大写 is kept as the user chose it). */
export function presetPatch(id: FormatPresetId): Partial<GuidOptions> {
  const { separator, ...style } = FORMAT_PRESETS[id];
  return { ...style, ...(separator ? { separator } : {}) };
}

export function activePreset(options: GuidOptions): FormatPresetId | undefined {
  return PRESET_IDS.find((id) => {
    const patch = presetPatch(id) as Record<string, unknown>;
    return Object.entries(patch).every(
      ([key, value]) => (options as Record<string, unknown>)[key] === value,
    );
  });
}
