import { describe, expect, it } from 'vitest';
import known from './suiteKnownFailures.json';
import { runSuite, type SuiteDraft } from './testSuite';

/**
 * The official JSON Schema Test Suite through our validate function. The figures are the
 * measured pass counts (BENCHMARKS.md); every failing case is listed by name in
 * suiteKnownFailures.json, so a new failure names itself and a fixed one is removed there.
 */
const MEASURED: Record<SuiteDraft, { passed: number; total: number }> = {
  'draft2020-12': { passed: 1259, total: 1299 },
  draft7: { passed: 923, total: 927 },
};

describe('JSON Schema Test Suite (required tests)', () => {
  for (const draft of ['draft2020-12', 'draft7'] as const) {
    it(`${draft}: passes at least ${MEASURED[draft].passed} of ${MEASURED[draft].total}`, () => {
      const outcome = runSuite(draft);
      expect(outcome.passed + outcome.failed.length).toBe(MEASURED[draft].total);
      expect(outcome.failed.filter((name) => !known[draft].includes(name))).toEqual([]);
      expect(outcome.passed).toBeGreaterThanOrEqual(MEASURED[draft].passed);
    });
  }
});
