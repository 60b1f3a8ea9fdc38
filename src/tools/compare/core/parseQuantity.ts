import { CHINESE_NUMBER_RUN, parseChineseNumber } from './chineseNumber';
import { CompareInputError } from './errors';
import { Exact, MAX_INPUT } from './money';
import { findUnit, toBaseAmount, UNIT_ALIASES_LONGEST_FIRST, type UnitDefinition } from './units';

export interface ParsedQuantity {
  /** Size of one pack, as a plain decimal string ("330", "1.5"). */
  quantity: string;
  /** Canonical unit code ("g", "ml", "斤", "听"). */
  unit: string;
  /** Packs in one offer (24 cans in a case); a whole number ≥ 1. */
  packs: number;
}

/** Longest input we read; a spec is a few words, anything longer is pasted by mistake. */
export const MAX_QUANTITY_TEXT = 200;
export const MAX_PACKS = 1_000_000;

type Token =
  | { kind: 'number'; value: Exact; at: number; text: string }
  | { kind: 'unit'; unit: UnitDefinition; at: number; text: string }
  | { kind: 'half'; at: number }
  | { kind: 'times'; at: number }
  | { kind: 'open'; at: number }
  | { kind: 'close'; at: number };

const DIGITS = /^(\d+(?:\.\d+)?|\.\d+)/;
const TIMES = new Set(['*', 'x', 'X', '×', '✕', '✖', '╳', '乘']);
const IGNORED = new Set(['装', '约', ',', '，', '、', '/']);

function fail(code: 'unknown-text' | 'bad-number', message: string, at: number): never {
  throw new CompareInputError(code, message, at);
}

function matchUnit(text: string, at: number): string | undefined {
  const rest = text.slice(at).toLowerCase();
  return UNIT_ALIASES_LONGEST_FIRST.find((alias) => rest.startsWith(alias));
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at];
    const previous = tokens[tokens.length - 1];
    if (/\s/.test(char) || IGNORED.has(char)) {
      at += 1;
      continue;
    }
    // After a number, "两" is the unit (3两); elsewhere it is the numeral two (两斤).
    const unitAfterNumber = previous?.kind === 'number' ? matchUnit(text, at) : undefined;
    if (unitAfterNumber) {
      const unit = findUnit(unitAfterNumber) as UnitDefinition;
      tokens.push({ kind: 'unit', unit, at, text: text.slice(at, at + unitAfterNumber.length) });
      at += unitAfterNumber.length;
      continue;
    }
    if (char === '半') {
      tokens.push(previous?.kind === 'unit' ? { kind: 'half', at } : numberToken('0.5', at, '半'));
      at += 1;
      continue;
    }
    const digits = DIGITS.exec(text.slice(at));
    if (digits) {
      if (digits[1].length > 30) fail('bad-number', `第 ${at + 1} 个字符起的数字太长`, at);
      tokens.push(numberToken(digits[1], at, digits[1]));
      at += digits[1].length;
      continue;
    }
    const chinese = CHINESE_NUMBER_RUN.exec(text.slice(at));
    if (chinese) {
      // "三两" is 3 两: a trailing 两 after other numerals is the unit, read on the next turn.
      const run =
        chinese[0].length > 1 && chinese[0].endsWith('两') ? chinese[0].slice(0, -1) : chinese[0];
      const value = parseChineseNumber(run);
      if (!value) fail('bad-number', `无法理解中文数字“${run}”`, at);
      tokens.push({ kind: 'number', value, at, text: run });
      at += run.length;
      continue;
    }
    const unitAlias = matchUnit(text, at);
    if (unitAlias) {
      const unit = findUnit(unitAlias) as UnitDefinition;
      tokens.push({ kind: 'unit', unit, at, text: text.slice(at, at + unitAlias.length) });
      at += unitAlias.length;
      continue;
    }
    if (TIMES.has(char)) tokens.push({ kind: 'times', at });
    else if (char === '(' || char === '[') tokens.push({ kind: 'open', at });
    else if (char === ')' || char === ']') tokens.push({ kind: 'close', at });
    else fail('unknown-text', `无法识别第 ${at + 1} 个字符“${[...text.slice(at)][0]}”`, at);
    at += 1;
  }
  return tokens;
}

function numberToken(text: string, at: number, shown: string): Token {
  return { kind: 'number', value: new Exact(text), at, text: shown };
}

interface Measure {
  quantity: Exact;
  unit?: UnitDefinition;
  at: number;
}

/** Reads `number [unit [半]]` starting at tokens[index]. */
function readMeasure(tokens: Token[], index: number): { measure: Measure; next: number } {
  const first = tokens[index];
  if (!first || first.kind !== 'number') {
    const at = first ? first.at : undefined;
    throw new CompareInputError(
      'missing-number',
      first?.kind === 'unit'
        ? `“${first.text}”前缺少数量，例如 500g、5斤`
        : '缺少数量，例如 500g、5斤、330ml×24',
      at,
    );
  }
  let quantity = first.value;
  let next = index + 1;
  const unitToken = tokens[next];
  let unit: UnitDefinition | undefined;
  if (unitToken?.kind === 'unit') {
    unit = unitToken.unit;
    next += 1;
    if (tokens[next]?.kind === 'half') {
      quantity = quantity.plus('0.5');
      next += 1;
    }
  }
  return { measure: { quantity, unit, at: first.at }, next };
}

function isPackCount(measure: Measure): boolean {
  return !measure.unit || measure.unit.family === 'count';
}

function expectEnd(tokens: Token[], index: number): void {
  const extra = tokens[index];
  if (extra) {
    throw new CompareInputError(
      'unknown-text',
      `第 ${extra.at + 1} 个字符起的内容多余或顺序不对，请写成 330ml×24 这样`,
      extra.at,
    );
  }
}

/** `a × b`: one side is the pack size, the other the number of packs. */
function readProduct(
  tokens: Token[],
  index: number,
): { size: Measure; packs: Measure; next: number } {
  const left = readMeasure(tokens, index);
  if (tokens[left.next]?.kind !== 'times') {
    return {
      size: left.measure,
      packs: { quantity: new Exact(1), at: left.measure.at },
      next: left.next,
    };
  }
  const right = readMeasure(tokens, left.next + 1);
  const leftIsCount = isPackCount(left.measure);
  const rightIsCount = isPackCount(right.measure);
  // "3包×200抽": both are counts, the first is the number of packs.
  if (leftIsCount && (right.measure.unit || !rightIsCount)) {
    return { size: right.measure, packs: left.measure, next: right.next };
  }
  if (rightIsCount) return { size: left.measure, packs: right.measure, next: right.next };
  throw new CompareInputError(
    'unknown-text',
    '两个规格相乘无法理解：请写成“单件规格×件数”，例如 330ml×24',
    right.measure.at,
  );
}

function checkPacks(packs: Measure): number {
  if (!packs.quantity.isInteger() || packs.quantity.lte(0)) {
    throw new CompareInputError(
      'bad-number',
      `件数必须是正整数（收到 ${packs.quantity.toFixed()}）`,
      packs.at,
    );
  }
  if (packs.quantity.gt(MAX_PACKS)) {
    throw new CompareInputError('too-large', `件数太大（最多 ${MAX_PACKS}）`, packs.at);
  }
  return packs.quantity.toNumber();
}

/**
 * Understands what shoppers copy from shop pages: "500g", "1.5kg", "5斤", "两斤", "3两",
 * "一斤半", "330ml*24", "330ml×24听", "2.1L(100mL×21)", "3包×200抽", "12卷", "24×330ml".
 * Throws CompareInputError with a Chinese message (and the position) when it cannot.
 */
export function parseQuantity(text: string): ParsedQuantity {
  if (typeof text !== 'string' || text.trim() === '') {
    throw new CompareInputError('empty', '请输入规格，例如 500g、5斤、330ml×24');
  }
  if (text.length > MAX_QUANTITY_TEXT) {
    throw new CompareInputError('too-large', `规格太长（最多 ${MAX_QUANTITY_TEXT} 个字符）`);
  }
  const normalized = text.normalize('NFKC');
  const tokens = tokenize(normalized);
  if (tokens.length === 0) {
    throw new CompareInputError('empty', '请输入规格，例如 500g、5斤、330ml×24');
  }
  const outer = readProduct(tokens, 0);
  let { size, packs } = outer;
  let next = outer.next;
  if (tokens[next]?.kind === 'open') {
    const inner = readProduct(tokens, next + 1);
    if (tokens[inner.next]?.kind !== 'close') {
      throw new CompareInputError(
        'unknown-text',
        '括号没有闭合，例如 2.1L(100mL×21)',
        tokens[next].at,
      );
    }
    checkBreakdown(size, packs, inner.size, inner.packs);
    size = inner.size;
    packs = inner.packs;
    next = inner.next + 1;
  }
  expectEnd(tokens, next);
  if (!size.unit) {
    throw new CompareInputError(
      'missing-unit',
      `缺少单位：${size.quantity.toFixed()} 是多少？例如 500g、5斤、12卷`,
      size.at,
    );
  }
  if (size.quantity.lte(0)) {
    throw new CompareInputError('not-positive', '数量必须大于 0', size.at);
  }
  if (size.quantity.gt(MAX_INPUT)) {
    throw new CompareInputError('too-large', '数量太大', size.at);
  }
  return { quantity: size.quantity.toFixed(), unit: size.unit.code, packs: checkPacks(packs) };
}

/** "2.1L(100mL×21)": the total outside the brackets must equal the breakdown inside. */
function checkBreakdown(
  outer: Measure,
  outerPacks: Measure,
  inner: Measure,
  innerPacks: Measure,
): void {
  if (!outer.unit || !inner.unit) return;
  if (outer.unit.family !== inner.unit.family) {
    throw new CompareInputError(
      'mismatch',
      `括号外是${outer.unit.label}，括号内是${inner.unit.label}，无法对应`,
      inner.at,
    );
  }
  const outside = toBaseAmount(outer.quantity.times(outerPacks.quantity), outer.unit);
  const inside = toBaseAmount(inner.quantity.times(innerPacks.quantity), inner.unit);
  if (!outside.eq(inside)) {
    throw new CompareInputError(
      'mismatch',
      `总量与括号内的明细不一致：${outer.quantity.toFixed()}${outer.unit.label} ≠ ${inner.quantity.toFixed()}${inner.unit.label}×${innerPacks.quantity.toFixed()}`,
      inner.at,
    );
  }
}

/** The result or the Chinese error message, for UIs that show both inline. */
export function tryParseQuantity(
  text: string,
): { ok: true; value: ParsedQuantity } | { ok: false; error: string; position?: number } {
  try {
    return { ok: true, value: parseQuantity(text) };
  } catch (error) {
    if (error instanceof CompareInputError) {
      return { ok: false, error: error.message, position: error.position };
    }
    throw error;
  }
}
