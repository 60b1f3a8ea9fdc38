import { describe, expect, it } from 'vitest';
import { applyTextEdits } from '../core/textEdit';
import { spliceBlob } from './spliceBlob';

const TEXT = '{"名":"值😀","n":1.50,"s":"a"}';
const at = (needle: string) => TEXT.indexOf(needle);
const EDITS = [
  { from: at('"值😀"'), to: at('"值😀"') + 5, insert: '"新值"' },
  { from: at('1.50'), to: at('1.50') + 4, insert: '12345678901234567890' },
];

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('spliceBlob', () => {
  it('gives exactly the bytes of the edited text', async () => {
    const blob = new Blob([TEXT]);
    const spliced = await spliceBlob(blob, await blob.text(), EDITS);
    expect(await spliced.text()).toBe(applyTextEdits(TEXT, EDITS));
  });

  it('keeps a byte order mark the decoded text no longer shows', async () => {
    const blob = new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), TEXT]);
    const text = await blob.text();
    expect(text).toBe(TEXT);
    const spliced = await bytesOf(await spliceBlob(blob, text, EDITS));
    const expected = new TextEncoder().encode(applyTextEdits(TEXT, EDITS));
    expect(Array.from(spliced.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(spliced.slice(3)).toEqual(expected);
  });

  it('encodes the whole text when the bytes were not UTF-8', async () => {
    const blob = new Blob([new Uint8Array([0x5b, 0xff, 0x5d])]); // "[\xff]"
    const text = await blob.text();
    const edits = [{ from: 1, to: 2, insert: '1' }];
    expect(await (await spliceBlob(blob, text, edits)).text()).toBe('[1]');
  });
});
