import { describe, expect, it } from 'vitest';
import { formatJson, formatJsonInto } from '../core';
import { OUTPUT_PREVIEW, payload, PayloadSink } from './outputPayload';

/** The same output written in pieces of `size` characters. */
function sunk(text: string, size: number) {
  const sink = new PayloadSink();
  for (let from = 0; from < text.length; from += size) sink.write(text.slice(from, from + size));
  return sink.finish();
}

async function same(text: string, size: number) {
  const whole = payload(text);
  const pieces = sunk(text, size);
  expect({ ...pieces, blob: null }).toEqual({ ...whole, blob: null });
  expect(await pieces.blob?.text()).toBe(await whole.blob?.text());
}

describe('PayloadSink', () => {
  it('gives a small output whole as its preview, like payload', async () => {
    await same('{"a": "值 😀"}', 3);
  });

  it('keeps a surrogate pair cut between two pieces whole in the Blob', async () => {
    // Pieces of an odd length end inside 😀 (two code units) all along the text.
    const text = 'ab😀'.repeat(OUTPUT_PREVIEW / 2);
    await same(text, 4097);
    await same(text, 1024 * 1024 + 1);
    const output = sunk(text, 4097);
    expect(output.blob).not.toBeNull();
    expect(output.bytes).toBe(new TextEncoder().encode(text).length);
    expect((await output.blob!.text()).includes('\uFFFD')).toBe(false);
  });

  it('counts a lone surrogate at the end as U+FFFD, like payload', async () => {
    await same('x'.repeat(OUTPUT_PREVIEW) + '\uD83D', 4096);
  });

  it('drops what was written when reset (the formatter starting again)', () => {
    const sink = new PayloadSink();
    sink.write('partial');
    sink.reset();
    sink.write('[1]');
    expect(sink.finish()).toEqual({ preview: '[1]', size: 3, bytes: 3, blob: null });
  });

  it('receives a large document formatted exactly as formatJson writes it', async () => {
    const text = JSON.stringify(
      Array.from({ length: 60_000 }, (_, k) => ({ id: k, name: `值${k}😀`, n: null })),
    ).replaceAll('null', '1E400');
    const sink = new PayloadSink();
    formatJsonInto(text, sink, { indent: 2 });
    const output = sink.finish();
    const expected = formatJson(text, { indent: 2 });
    expect(output.size).toBe(expected.length);
    expect(await output.blob!.text()).toBe(expected);
  });
});
