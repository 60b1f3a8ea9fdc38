import { describe, expect, it } from 'vitest';
import { readListing, type ListingAmount, type ListingReading } from './listingRead';
import { LISTING_TITLES, type ListingTitle } from './listingTitles.fixture';
import { UNSEEN_LISTING_TITLES } from './listingTitlesUnseen.fixture';
import { Exact } from './money';
import { findUnit, toBaseAmount } from './units';

/** How the reader did on one part of a title: a question or nothing read is a miss, never wrong. */
type Outcome = 'right' | 'asked' | 'unread' | 'wrong';

/** "480ml×15" as a kind (family, or the count word) and a total in base units. */
function expectedAmount(text: string): { kind: string; total: Exact } {
  const match = /^(\d+(?:\.\d+)?)(.+)×(\d+)$/.exec(text);
  const unit = match && findUnit(match[2]);
  if (!match || !unit) throw new Error(`fixture amount ${text} is not size×packs`);
  const total = toBaseAmount(new Exact(match[1]), unit).times(match[3]);
  return { kind: unit.family === 'count' ? unit.code : unit.family, total };
}

const kindOf = (amount: ListingAmount) => (amount.family === 'count' ? amount.unit : amount.family);

// Packs are not compared: "500g×2" and "1000g×1" cost the same per gram and buy the same.
function amountOutcome(title: ListingTitle, reading: ListingReading): Outcome {
  const { amounts } = reading;
  if (amounts.length === 0) return 'unread';
  if (title.amount === 'ask') return amounts.length > 1 ? 'right' : 'wrong';
  if (amounts.length > 1) return 'asked';
  const expected = expectedAmount(title.amount);
  const [amount] = amounts;
  return kindOf(amount) === expected.kind && expected.total.eq(amount.total) ? 'right' : 'wrong';
}

function priceOutcome(title: ListingTitle, reading: ListingReading): Outcome {
  const { prices } = reading;
  if (title.price === 'ask')
    return prices.length > 1 ? 'right' : prices.length ? 'wrong' : 'unread';
  if (prices.length > 1) return 'asked';
  if (title.price === undefined) return prices.length === 0 ? 'right' : 'wrong';
  if (prices.length === 0) return 'unread';
  return prices[0] === title.price ? 'right' : 'wrong';
}

function titleOutcome(parts: Outcome[]): Outcome {
  for (const outcome of ['wrong', 'asked', 'unread'] as const) {
    if (parts.includes(outcome)) return outcome;
  }
  return 'right';
}

const shown = (reading: ListingReading) =>
  `${reading.amounts.map((a) => `${a.quantity}${a.unit}×${a.packs}`).join(' | ') || '—'}` +
  ` / ${reading.prices.join(' | ') || '—'}`;

function score(titles: readonly ListingTitle[]) {
  const results = titles.map((title) => {
    const reading = readListing(title.title);
    const outcome = titleOutcome([amountOutcome(title, reading), priceOutcome(title, reading)]);
    return { title, reading, outcome };
  });
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome);
  const right = count('right').length;
  const figure =
    `${results.length} titles, right ${right} (${((right / results.length) * 100).toFixed(1)} %), ` +
    `asked ${count('asked').length}, unread ${count('unread').length}, wrong ${count('wrong').length}`;
  const misses = results
    .filter((result) => result.outcome !== 'right')
    .map((r) => `  ${r.outcome}: ${r.title.title}\n    read ${shown(r.reading)}`);
  return { results, count, accuracy: right / results.length, figure, misses };
}

describe('listing-title benchmark (listingTitles*.fixture.ts)', () => {
  const all = [...LISTING_TITLES, ...UNSEEN_LISTING_TITLES];

  it('holds at least 120 titles from every shop', () => {
    expect(all.length).toBeGreaterThanOrEqual(120);
    const shops = new Set(all.map((title) => title.shop));
    expect([...shops].sort()).toEqual(['京东', '天猫', '拼多多', '淘宝', '盒马', '美团'].sort());
  });

  it('reads at least 98 % right, and every miss is a question, never a wrong amount or price', () => {
    const { count, accuracy, figure, misses } = score(all);
    const unseen = score(UNSEEN_LISTING_TITLES);
    console.log(
      `listing titles: ${figure}\n  of which unseen: ${unseen.figure}\n${misses.join('\n')}`,
    );
    expect(count('wrong').map((result) => result.title.title)).toEqual([]);
    expect(accuracy).toBeGreaterThanOrEqual(0.98);
  });
});
