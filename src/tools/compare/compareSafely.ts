import {
  CompareInputError,
  compareItemOf,
  compareItems,
  type CompareResult,
  type ComparisonDoc,
} from './core';

/** The ranking of a comparison's offers in its chosen basis. */
export function compareSafely(doc: ComparisonDoc): CompareResult {
  const items = doc.offers.map(compareItemOf);
  try {
    return compareItems(items, { unit: doc.basis || undefined });
  } catch (error) {
    // A basis from an old link or file that no longer exists: fall back to the automatic one.
    if (error instanceof CompareInputError) return compareItems(items);
    throw error;
  }
}
