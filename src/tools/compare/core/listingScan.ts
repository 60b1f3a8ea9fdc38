import { CHINESE_NUMBER_RUN, parseChineseNumber } from './chineseNumber';
import { Exact } from './money';
import { findUnit, UNIT_ALIASES_LONGEST_FIRST, type UnitDefinition } from './units';

/** An amount written in a title: "330ml", "1斤半", "24听". */
export interface Measure {
  quantity: Exact;
  unit: UnitDefinition;
  start: number;
  end: number;
}

/** What the scanner sees in a listing line, in order; words are kept only as separators. */
export type Item =
  | { kind: 'measure'; measure: Measure }
  | { kind: 'bare'; value: Exact; start: number; end: number }
  | { kind: 'times' | 'slash' | 'open' | 'close' | 'plus' | 'gift' | 'word'; start: number };

const TIMES = new Set(['*', '×', '✕', '✖', '╳', '乘']);
/**
 * Numbers after these are not the listing's amount: counts of something else (第2件, 满2件,
 * 拍3件, 限购3件, 3-6岁), a load (承重50kg), one fruit's size (单果500g, 果径80mm) or the
 * weight with its box (带箱10斤, 毛重).
 */
const NOT_AN_AMOUNT_BEFORE =
  /(?:第|前|任选|限购|已售|月销|销量|已拼|仅剩|库存|承重|载重|适用|适合|建议|每人|拍|买|满|凑|单果|单颗|单个|果径|直径|带箱|连箱|含箱|毛重|[-~至])\s*$/;
/** An amount followed by these is a claim about the product: 3.2g乳蛋白, 单果500g以上. */
const CLAIM_AFTER = /^\s*(?:以上|以下|乳?蛋白|蛋白质|脂肪|膳食纤维|钙|钠|碳水|蔗糖|糖(?!果))/;
/** Clothing and nappy sizes written against a count: "M64片", "NB90片". */
const SIZE_CODE_BEFORE = /(?<![a-z])(?:NB|S|M|L)$/i;
/** "12个月", "3个人", "四件套": a count word that is part of another word. */
const COUNT_WORD_TAILS = /^(?:月|人|性|头|小时|工作日|年|季|周|天|套|件套)/;
const RANGE_AFTER = /^\s*[-~至]\s*\d/;
const CJK = /[\u4e00-\u9fff]/;
const GIFT = /^(?:加赠|加送|再送|赠送|赠|送)\s*(?=[\d一二两三四五六七八九十半])/;
/** Chinese numerals stand before units, and after a count word only units, numerals or 装 may follow. */
const AFTER_CHINESE_COUNT = /^(?:[装入半每/)\]\s,.、]|$)/;

function unitAt(text: string, at: number): { unit: UnitDefinition; length: number } | undefined {
  const rest = text.slice(at, at + 12).toLowerCase();
  const alias = UNIT_ALIASES_LONGEST_FIRST.find((candidate) => rest.startsWith(candidate));
  if (!alias) return undefined;
  // A Latin unit must end its word ("5L装", "5Lx2"), or "5 Lemon" would be 5 litres.
  if (/[a-z]$/.test(alias) && /^[a-wyz]/i.test(text.slice(at + alias.length))) return undefined;
  return { unit: findUnit(alias) as UnitDefinition, length: alias.length };
}

function skipSpaces(text: string, at: number): number {
  let index = at;
  while (index < text.length && /\s/.test(text[index])) index += 1;
  return index;
}

/** Reads "<number> <unit> [半]" at `at`; returns the item and where scanning continues. */
function readNumber(
  text: string,
  at: number,
  value: Exact,
  length: number,
  chinese: boolean,
): { item: Item | undefined; next: number } {
  const afterNumber = at + length;
  const unitStart = skipSpaces(text, afterNumber);
  const found = unitAt(text, unitStart);
  const ignored =
    NOT_AN_AMOUNT_BEFORE.test(text.slice(Math.max(0, at - 4), at)) ||
    RANGE_AFTER.test(text.slice(afterNumber));
  if (!found) {
    const item =
      chinese || ignored
        ? undefined
        : { kind: 'bare' as const, value, start: at, end: afterNumber };
    return { item, next: afterNumber };
  }
  let end = unitStart + found.length;
  const tail = text.slice(end);
  const isCount = found.unit.family === 'count';
  if (
    ignored ||
    CLAIM_AFTER.test(tail) ||
    (isCount && COUNT_WORD_TAILS.test(tail)) ||
    (isCount &&
      chinese &&
      CJK.test(tail[0] ?? '') &&
      !AFTER_CHINESE_COUNT.test(tail) &&
      !startsAmount(tail))
  ) {
    return { item: undefined, next: end };
  }
  // "0g蔗糖", "0卡" on drinks: a zero is a claim about the product, not its amount.
  if (value.isZero()) return { item: undefined, next: end };
  let quantity = value;
  if (text[end] === '半') {
    quantity = quantity.plus('0.5');
    end += 1;
  }
  return {
    item: { kind: 'measure', measure: { quantity, unit: found.unit, start: at, end } },
    next: end,
  };
}

/** "1斤2两", "1kg200g": a smaller unit of the same kind written right after a whole one. */
function compounds(first: Measure, second: Measure): boolean {
  return (
    first.end === second.start &&
    first.unit.family === second.unit.family &&
    first.unit.family !== 'count' &&
    first.quantity.isInteger() &&
    new Exact(second.unit.factor).lt(first.unit.factor)
  );
}

function startsAmount(text: string): boolean {
  return /^\d/.test(text) || CHINESE_NUMBER_RUN.test(text) || unitAt(text, 0) !== undefined;
}

/** The numbers, units, signs and words of a listing line whose prices are already blanked. */
export function scanListing(text: string): Item[] {
  const items: Item[] = [];
  let at = 0;
  const push = (item: Item) => {
    const last = items[items.length - 1];
    if (item.kind === 'word' && last?.kind === 'word') return;
    if (
      item.kind === 'measure' &&
      last?.kind === 'measure' &&
      compounds(last.measure, item.measure)
    ) {
      const { measure } = item;
      const inLast = measure.quantity
        .times(measure.unit.factor)
        .dividedBy(last.measure.unit.factor);
      last.measure = {
        ...last.measure,
        quantity: last.measure.quantity.plus(inLast),
        end: measure.end,
      };
      return;
    }
    items.push(item);
  };
  while (at < text.length) {
    const char = text[at];
    if (/\s/.test(char)) {
      at += 1;
      continue;
    }
    const digits = /^\d+(?:\.\d+)?/.exec(text.slice(at, at + 40));
    const afterLetter = /[a-z]$/i.test(text[at - 1] ?? '') && items.at(-1)?.kind !== 'times';
    if (digits) {
      // Digits glued to letters are a model name ("iPhone15", "SPF50"), not an amount,
      // unless the letters are a size and a count follows ("M64片").
      const read = readNumber(text, at, new Exact(digits[0]), digits[0].length, false);
      const sizedCount =
        SIZE_CODE_BEFORE.test(text.slice(Math.max(0, at - 3), at)) &&
        read.item?.kind === 'measure' &&
        read.item.measure.unit.family === 'count';
      if (afterLetter && !sizedCount) {
        read.item = undefined;
        read.next = at + digits[0].length;
      }
      push(read.item ?? { kind: 'word', start: at });
      at = read.next;
      continue;
    }
    if (char === '半' && unitAt(text, at + 1)) {
      const read = readNumber(text, at, new Exact('0.5'), 1, true);
      if (read.item) push(read.item);
      at = read.next;
      continue;
    }
    const chinese = CHINESE_NUMBER_RUN.exec(text.slice(at, at + 12));
    if (chinese) {
      // "三两" is 3 两: a trailing 两 after other numerals is the unit.
      const run =
        chinese[0].length > 1 && chinese[0].endsWith('两') ? chinese[0].slice(0, -1) : chinese[0];
      const value = parseChineseNumber(run);
      const read = value ? readNumber(text, at, value, run.length, true) : undefined;
      if (read?.item) {
        push(read.item);
        at = read.next;
        continue;
      }
    }
    const gift = GIFT.exec(text.slice(at, at + 4));
    if (gift) {
      push({ kind: 'gift', start: at });
      at += gift[0].length;
      continue;
    }
    const previous = items[items.length - 1];
    const timesX =
      (char === 'x' || char === 'X') &&
      (previous?.kind === 'measure' || previous?.kind === 'bare') &&
      /^\s*[\d一二两三四五六七八九十]/.test(text.slice(at + 1));
    if (TIMES.has(char) || timesX) push({ kind: 'times', start: at });
    else if (char === '/' || char === '每') push({ kind: 'slash', start: at });
    else if (char === '(' || char === '[') push({ kind: 'open', start: at });
    else if (char === ')' || char === ']') push({ kind: 'close', start: at });
    else if (char === '+') push({ kind: 'plus', start: at });
    else if (char === ':' || char === '、' || char === ',' || char === '装') {
      // Label punctuation and 装 ("24瓶装") separate nothing.
    } else push({ kind: 'word', start: at });
    at += 1;
  }
  return items;
}
