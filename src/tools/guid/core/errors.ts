/**
 * Problems with generation requests and UUID text. Each has a code (so the UI can show it in
 * the interface language) and parameters; the Chinese templates below are the source text.
 */
export const UUID_PROBLEM_TEMPLATES_ZH = {
  'problem.empty': '输入为空，请粘贴一个 UUID',
  'problem.tooLong': '内容过长（{length} 个字符），一个 UUID 最多约 {max} 个字符',
  'problem.badChar': '第 {position} 个字符{char}不是十六进制数字（应为 0–9 或 a–f）',
  'problem.hexCount': '有 {count} 个十六进制数字，UUID 需要正好 32 个',
  'problem.hyphens': '连字符位置不对：应按 8-4-4-4-12 分组，这里是 {groups}',
  'problem.unclosed': '开头的{open}没有对应的结尾{close}',
  'problem.unopened': '结尾的{close}没有对应的开头{open}',
  'problem.base64Bits': 'Base64 最后一个字符{char}不规范：16 字节的编码末位只能是 A、Q、g、w 之一',
  'problem.dotnetX': '.NET “X” 格式不完整：应为 {0x…,0x…,0x…,{0x…,…共 8 组}}',
  'problem.count': '数量必须是 1 到 {max} 之间的整数，收到的是 {value}',
  'problem.version': '不支持的 UUID 版本：{value}（可选 1、3、4、5、6、7、nil、max）',
  'problem.namespace': '命名空间不是有效的 UUID：{reason}',
  'problem.names': 'v3/v5 至少需要一个名称（每行一个）',
  'problem.tooManyNames': '名称最多 {max} 个，当前有 {count} 个',
  'problem.snowflake.empty': '输入为空，请粘贴一个雪花 ID（十进制整数）',
  'problem.snowflake.notNumber': '第 {position} 个字符{char}不是数字：雪花 ID 是十进制整数',
  'problem.snowflake.tooBig': '数值超出了这种布局的 {bits} 位，不是这种雪花 ID',
  'problem.snowflake.bits': '位数必须是 0 到 63 的整数（时间至少 1 位），收到的是 {value}',
  'problem.snowflake.total': '各部分位数合计 {bits}，不能超过 64',
  'problem.snowflake.epoch': '纪元不是有效的时间',
  'problem.snowflake.dataCentre': '数据中心号 {value} 超出范围：这种布局允许 0 到 {max}',
  'problem.snowflake.worker': '机器号 {value} 超出范围：这种布局允许 0 到 {max}',
  'problem.ulid.length': 'ULID 应为 26 个字符，这里有 {count} 个',
  'problem.ulid.badChar':
    '第 {position} 个字符{char}不在 ULID 的 Crockford Base32 字母表里（0–9、A–Z 中除 U 外；I、L 读作 1，O 读作 0）',
  'problem.ulid.tooBig': '数值超过 128 位：ULID 最大为 {max}，首字符不能大于 7',
  'problem.ulid.overflow': '同一毫秒内 ULID 的随机部分递增溢出，按 ULID 规范停止生成；请稍后再生成',
  'problem.isUlid': '这是 ULID，不是 UUID 的写法（对应的 128 位写成 UUID 是 {uuid}）',
  'problem.byteCount': '字节数组应有 16 个字节，这里有 {count} 个',
  'problem.byteValue': '第 {position} 个字节“{value}”不是 0 到 255 之间的数',
  'problem.javaUuid':
    'Java 的 new UUID(…) 需要两个 long：高 64 位和低 64 位，如 new UUID(0x…L, 0x…L)',
  'problem.javaLong':
    '“{value}”不是 64 位的 long：十进制应在 −2^63 到 2^63 − 1 之间，十六进制最多 16 位',
  'problem.nanoid.invisible': '字母表第 {position} 个字符{char}是空白或不可见字符',
  'problem.nanoid.astral':
    '字母表第 {position} 个字符{char}不能用：NanoID 按 UTF-16 单元取字符，表情等字符会被切开',
  'problem.nanoid.repeated':
    '字母表里{char}出现了两次（第 {first} 个和第 {position} 个），重复的字符会更常出现',
  'problem.nanoid.alphabetSize': '字母表需要 2 到 256 个不同的字符，这里有 {count} 个',
  'problem.nanoid.size': '长度必须是 {min} 到 {max} 之间的整数，收到的是 {value}',
  'problem.snowflake.time': '当前时间不在这种布局的时间范围内：从纪元 {epoch} 起，到 {end} 为止',
} as const;

export type UuidProblemCode = keyof typeof UUID_PROBLEM_TEMPLATES_ZH;
export type UuidProblemParams = Record<string, string | number>;

/**
 * Fills a template. A problem caused by another one (a namespace that is not a UUID) names that
 * one's code as `reasonCode`; its text becomes the `{reason}` parameter.
 */
export function fillProblem(
  templates: Record<UuidProblemCode, string>,
  code: UuidProblemCode,
  params: UuidProblemParams = {},
): string {
  const { reasonCode, ...rest } = params;
  const filled: UuidProblemParams =
    typeof reasonCode === 'string' && reasonCode in templates
      ? { ...rest, reason: fillProblem(templates, reasonCode as UuidProblemCode, rest) }
      : rest;
  return templates[code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(filled, name) ? String(filled[name]) : whole,
  );
}

/** The Chinese text of a problem (the source language; pages use their catalogue). */
export function problemText(code: UuidProblemCode, params: UuidProblemParams = {}): string {
  return fillProblem(UUID_PROBLEM_TEMPLATES_ZH, code, params);
}

/** The only error the generator throws: a request that cannot be honoured, said in Chinese. */
export class UuidInputError extends Error {
  readonly code: UuidProblemCode;
  readonly params: UuidProblemParams;

  constructor(code: UuidProblemCode, params: UuidProblemParams = {}) {
    super(problemText(code, params));
    this.name = 'UuidInputError';
    this.code = code;
    this.params = params;
  }
}

/**
 * Shows a character so that invisible or direction-changing ones cannot hide or reorder the
 * message: “x”, or [U+200B] for an invisible one (language-neutral: it is a parameter).
 */
export function describeChar(char: string): string {
  if (!/[\p{C}\p{Z}]/u.test(char)) return `“${char}”`;
  const code = char.codePointAt(0) ?? 0;
  return `[U+${code.toString(16).toUpperCase().padStart(4, '0')}]`;
}
