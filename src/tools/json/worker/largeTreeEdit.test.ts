import { describe, expect, it } from 'vitest';
import { createJsonJobHandler } from './jsonJobHandler';
import type { JobResults, JsonJob, LargeEdited } from './protocol';

/** Formatting, a big number and key order the edit must leave as written. */
const TEXT =
  '{\n    "名": "值",\n    "n": 12345678901234567890.10,\n    "z": 1, "a": [true,  null]\n}';

/** The worker's handler, run in place: large documents arrive as Blobs with a key. */
function worker() {
  const handle = createJsonJobHandler();
  return <K extends JsonJob['op']>(job: Extract<JsonJob, { op: K }>) =>
    handle(job, () => undefined) as Promise<JobResults[K]>;
}

const large = (blob: Blob, key: string) => ({ blob, key });

function edited(result: JobResults['treeEditLarge']): LargeEdited {
  if (!('bytes' in result)) throw new Error(`not edited: ${JSON.stringify(result)}`);
  return result;
}

describe('editing a large document in the worker', () => {
  it('splices the edit into the bytes, and its inverse gives back the exact original', async () => {
    const run = worker();
    const original = new Blob([TEXT]);
    const built = await run({ op: 'tree', text: large(original, 'k0'), lenient: false, rows: 50 });
    const number = built.rows.find((row) => row.label === 'n')!;
    const result = edited(
      await run({
        op: 'treeEditLarge',
        ops: [{ kind: 'setValue', node: number.id, value: '98765432109876543210.5' }],
        rows: 50,
        lenient: false,
        text: large(original, 'k0'),
        bytes: original,
        key: 'k1',
      }),
    );
    expect(await result.bytes.text()).toBe(
      TEXT.replace('12345678901234567890.10', '98765432109876543210.5'),
    );
    expect(result.tree.rows.find((row) => row.id === result.tree.selected)?.preview).toBe(
      '98765432109876543210.5',
    );

    // Undo: the inverse applied to the edited bytes (under their key, as the page holds them).
    const undone = await run({
      op: 'treeApply',
      edits: result.inverse,
      rows: 50,
      lenient: false,
      text: large(result.bytes, 'k1'),
      bytes: result.bytes,
      key: 'k2',
    });
    expect(await undone.bytes.text()).toBe(TEXT);
    expect(undone.tree.rows.find((row) => row.id === undone.tree.selected)?.label).toBe('n');
    const rows = await run({ op: 'treeRows', from: 0, to: 50 });
    expect(rows.rows.map((row) => row.preview)).toContain('12345678901234567890.10');
  });

  it('rebuilds the tree after an edit that changes its shape', async () => {
    const run = worker();
    const original = new Blob([TEXT]);
    const built = await run({ op: 'tree', text: large(original, 'k0'), lenient: false, rows: 50 });
    const z = built.rows.find((row) => row.label === 'z')!;
    const result = edited(
      await run({
        op: 'treeEditLarge',
        ops: [{ kind: 'delete', node: z.id }],
        rows: 50,
        lenient: false,
        text: large(original, 'k0'),
        bytes: original,
        key: 'k1',
      }),
    );
    const text = await result.bytes.text();
    expect(text).toBe(
      '{\n    "名": "值",\n    "n": 12345678901234567890.10,\n    "a": [true,  null]\n}',
    );
    expect(result.tree.nodes).toBe(built.nodes - 1);
  });

  it('refuses an edit asked on a document the tree no longer shows', async () => {
    const run = worker();
    const original = new Blob([TEXT]);
    await run({ op: 'tree', text: large(original, 'k0'), lenient: false, rows: 50 });
    const other = new Blob(['[1]']);
    const result = await run({
      op: 'treeEditLarge',
      ops: [{ kind: 'setValue', node: 1, value: '2' }],
      rows: 50,
      lenient: false,
      text: large(other, 'k9'),
      bytes: other,
      key: 'k10',
    });
    expect(result).toEqual({ stale: true });
  });

  it('applies an undo in a worker that has no tree yet (restarted), from the bytes alone', async () => {
    const run = worker();
    const bytes = new Blob([TEXT]);
    const at = TEXT.indexOf('"值"');
    const result = await run({
      op: 'treeApply',
      edits: [{ from: at, to: at + 3, insert: 'null' }],
      rows: 50,
      lenient: false,
      text: large(bytes, 'k0'),
      bytes,
      key: 'k1',
    });
    expect(await result.bytes.text()).toBe(TEXT.replace('"值"', 'null'));
    expect(result.tree.rows.find((row) => row.id === result.tree.selected)?.label).toBe('名');
  });
});
