import { describe, expect, it } from 'vitest';
import { jqRefusal } from './jqLimits';
import type { BlobText } from './worker/protocol';

const blobText = (bytes: number): BlobText => ({
  key: 'k',
  blob: new Blob([new Uint8Array(bytes)]),
});

describe('jq on a large input', () => {
  it('is refused above 10 MB with both sizes, before any work', () => {
    expect(jqRefusal(blobText(11 * 1024 * 1024))).toEqual({
      kind: 'tool',
      code: 'jqTooLarge',
      params: { size: '11.0 MB', limit: '10.0 MB' },
    });
  });

  it('runs on inputs up to 10 MB', () => {
    expect(jqRefusal(blobText(10 * 1024 * 1024))).toBeUndefined();
    expect(jqRefusal('{"a":1}')).toBeUndefined();
  });
});
