import type { OptionRecord } from '../../app/runtime/useToolOptions';
import {
  BYTE_ORDERS,
  FORMAT_PRESETS,
  MAX_COUNT,
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
