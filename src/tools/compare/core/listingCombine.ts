// How the groups of one title relate: a count restated, amounts joined by "+".
import { Exact } from './money';
import type { Group, GroupAmount, GroupOutcome } from './listingGroups';
import type { Measure } from './listingScan';
import { findUnit, type UnitDefinition, type UnitFamily } from './units';

/** The unit each family's totals are counted in; a count's total is in its own word. */
const BASE: Record<Exclude<UnitFamily, 'count'>, string> = {
  mass: 'g',
  volume: 'ml',
  length: 'mm',
};

const level = (measure: Measure) => measure.unit.level ?? 0;
const isCount = (measure: Measure) => measure.unit.family === 'count';

/** How many of `word` a group holds: "500ml×12罐 两箱" holds 24 罐. */
function countIn(group: Group, word: Measure): Exact | undefined {
  const own = group.factors.find(
    (factor) => isCount(factor) && factor.unit.code === word.unit.code,
  );
  if (!own || group.factors.length < 2) return undefined;
  return group.factors
    .filter((factor) => isCount(factor) && level(factor) > level(own))
    .reduce((product, factor) => product.times(factor.quantity), own.quantity);
}

/** A lone count that another group already states: "400g×5袋 规格:5袋装", "两箱 共24罐". */
export function restates(group: Group, groups: Group[]): boolean {
  const [word] = group.factors;
  if (group.factors.length !== 1 || !isCount(word) || group.bares.length || group.gifts.length) {
    return false;
  }
  return groups.some((other) => other !== group && countIn(other, word)?.eq(word.quantity));
}

function added(a: GroupAmount, b: GroupAmount): GroupAmount {
  const total = a.total.plus(b.total);
  const gifts = [...a.gifts, ...b.gifts];
  if (a.unit === b.unit && new Exact(a.quantity).eq(b.quantity)) {
    return { ...a, packs: a.packs + b.packs, total, gifts };
  }
  // In the first unit that writes the sum exactly ("3kg+500g" is 3.5kg, "1磅+100g" 553.59237g).
  const unit = [a.unit, b.unit]
    .map((code) => findUnit(code) as UnitDefinition)
    .find((candidate) => total.dividedBy(candidate.factor).decimalPlaces() <= 6);
  const code = unit?.code ?? (a.family === 'count' ? a.unit : BASE[a.family]);
  const quantity = total.dividedBy(unit?.factor ?? 1).toFixed();
  return { ...a, quantity, unit: code, packs: 1, total, gifts };
}

/**
 * "3kg×2瓶+500g×2袋", "500g+500g": a group after a "+" adds to the group before it when each
 * has one reading of the same kind; the merged groups leave `outcomes`.
 */
export function addUp(outcomes: Map<Group, GroupOutcome>): void {
  const mergedInto = new Map<Group, Group>();
  for (const [group, outcome] of outcomes) {
    let target = group.addsTo;
    while (target && mergedInto.has(target)) target = mergedInto.get(target);
    const base = target && outcomes.get(target);
    if (!target || base?.kind !== 'amounts' || outcome.kind !== 'amounts') continue;
    const [a, b] = [base.amounts, outcome.amounts];
    if (a.length !== 1 || b.length !== 1 || a[0].family !== b[0].family) continue;
    if (a[0].family === 'count' && a[0].unit !== b[0].unit) continue;
    outcomes.set(target, {
      kind: 'amounts',
      amounts: [added(a[0], b[0])],
      ignoredGifts: [...base.ignoredGifts, ...outcome.ignoredGifts],
    });
    outcomes.delete(group);
    mergedInto.set(group, target);
  }
}
