import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffLines } from './lineDiff';

describe('diffLines', () => {
  it('groups changed stretches with their line numbers', () => {
    expect(diffLines('a\nb\nc\nd', 'a\nB\nc\nd\ne')).toEqual([
      { beforeLine: 2, afterLine: 2, removed: ['b'], added: ['B'] },
      { beforeLine: 5, afterLine: 5, removed: [], added: ['e'] },
    ]);
    expect(diffLines('same\r\ntext', 'same\ntext')).toEqual([]);
  });

  it('gives up past the edit limit', () => {
    expect(diffLines('a\nb\nc', 'x\ny\nz', 2)).toBeUndefined();
  });

  it('applying the changes to the first text gives the second (property)', () => {
    const text = fc.array(fc.constantFrom('a', 'b', 'c', '{', '}'), {
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(text, text, (before, after) => {
        const changes = diffLines(before.join('\n'), after.join('\n'))!;
        const result: string[] = [...before];
        for (const change of [...changes].reverse())
          result.splice(change.beforeLine - 1, change.removed.length, ...change.added);
        expect(result).toEqual(after);
      }),
    );
  });
});
