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
