/** UTF-16 units encoded per native call: the scratch buffer holds 3 bytes for each. */
const CHUNK = 1 << 20;

let scratch: Uint8Array | undefined;
const encoder = new TextEncoder();

/**
 * The UTF-8 byte offsets of the (ascending) UTF-16 `offsets` of `text`: where a large
 * document's edits fall in its bytes. Counted a megabyte at a time by the native encoder
 * (about 10× a JavaScript loop); no offset may split a surrogate pair.
 */
export function utf8OffsetsOf(text: string, offsets: readonly number[]): number[] {
  scratch ??= new Uint8Array(CHUNK * 3);
  const result: number[] = [];
  let at = 0;
  let bytes = 0;
  for (const offset of offsets) {
    if (offset < at || offset > text.length) throw new RangeError(`offset ${offset} out of order`);
    while (at < offset) {
      let to = Math.min(offset, at + CHUNK);
      // Never cut a surrogate pair: each half would be counted as U+FFFD (3 bytes).
      const last = text.charCodeAt(to - 1);
      if (to < offset && last >= 0xd800 && last <= 0xdbff) to -= 1;
      bytes += encoder.encodeInto(text.slice(at, to), scratch).written;
      at = to;
    }
    result.push(bytes);
  }
  return result;
}
