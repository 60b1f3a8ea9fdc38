import { describe, expect, it } from 'vitest';
import { applyTextEdits } from '../textEdit';
import { buildTreeIndex } from '../treeIndex';
import { EditError, planEdits, type EditOp } from './index';

function sortBy(text: string, by: string, order: 'asc' | 'desc', node = 0): string {
  const op: EditOp = { kind: 'sortLevel', node, order, by };
  return applyTextEdits(text, planEdits(text, buildTreeIndex(text), [op]));
}

function refusal(text: string, by: string): string {
  try {
    sortBy(text, by, 'asc');
  } catch (error) {
    if (error instanceof EditError) return error.code;
    throw error;
  }
  return 'not refused';
}

describe('sorting an array of objects by a key', () => {
  it('compares numbers exactly as written, in both orders, and keeps the layout', () => {
    const text =
      '[\n  {"id": 12345678901234567891, "n": "a"},\n  {"id": 1e1},\n  {"id": 12345678901234567890},\n  {"id": -2}\n]';
    expect(sortBy(text, 'id', 'asc')).toBe(
      '[\n  {"id": -2},\n  {"id": 1e1},\n  {"id": 12345678901234567890},\n  {"id": 12345678901234567891, "n": "a"}\n]',
    );
    expect(sortBy(text, 'id', 'desc')).toBe(
      '[\n  {"id": 12345678901234567891, "n": "a"},\n  {"id": 12345678901234567890},\n  {"id": 1e1},\n  {"id": -2}\n]',
    );
  });

  it('puts items without the key last in either order, and is stable', () => {
    const text = '[{"k": "b", "i": 1}, 7, {"x": 1}, {"k": "a"}, {"k": "b", "i": 2}, {"k": "😀"}]';
    expect(sortBy(text, 'k', 'asc')).toBe(
      '[{"k": "a"}, {"k": "b", "i": 1}, {"k": "b", "i": 2}, {"k": "😀"}, 7, {"x": 1}]',
    );
    expect(sortBy(text, 'k', 'desc')).toBe(
      '[{"k": "😀"}, {"k": "b", "i": 1}, {"k": "b", "i": 2}, {"k": "a"}, 7, {"x": 1}]',
    );
  });

  it('orders mixed types as the value sort does, and reads escaped keys and values', () => {
    const text = '[{"\\u006b": "\\u0062"}, {"k": 3}, {"k": null}, {"k": "a"}, {"k": true}]';
    expect(sortBy(text, 'k', 'asc')).toBe(
      '[{"k": null}, {"k": true}, {"k": 3}, {"k": "a"}, {"\\u006b": "\\u0062"}]',
    );
  });

  it('says why it cannot sort', () => {
    expect(refusal('[{"a": 1}, {"a": 2}]', 'b')).toBe('editSortKeyMissing');
    expect(refusal('[{"a": 1}, {"a": [2]}]', 'a')).toBe('editSortKeyContainers');
    expect(refusal('{"x": {"a": 1}, "y": {"a": 0}}', 'a')).toBe('editSortKeyNotArray');
  });
});
