import { checkTextEdits, type TextEdit } from '../core/textEdit';
import { utf8OffsetsOf } from '../core/utf8Offsets';

const BOM = [0xef, 0xbb, 0xbf];

/** Whether `blob` starts with a UTF-8 byte order mark (Blob.text() drops it from the text). */
async function startsWithBom(blob: Blob): Promise<boolean> {
  const head = new Uint8Array(await blob.slice(0, 3).arrayBuffer());
  return head.length === 3 && BOM.every((byte, i) => head[i] === byte);
}

/**
 * The bytes of a large document after `edits` (planned on `text`, the document as decoded
 * from `blob`): the untouched stretches are slices of the old Blob, so nothing but the new
 * values is encoded or copied, and every other byte stays as it was. When the text does not
 * map onto the bytes one to one (they were not valid UTF-8), the edited text is encoded whole.
 */
export async function spliceBlob(
  blob: Blob,
  text: string,
  edits: readonly TextEdit[],
): Promise<Blob> {
  const sorted = checkTextEdits(text.length, edits);
  const points = sorted.flatMap((edit) => [edit.from, edit.to]);
  const bytes = utf8OffsetsOf(text, [...points, text.length]);
  const skip = (await startsWithBom(blob)) ? BOM.length : 0;
  const type = blob.type || 'text/plain';
  if (bytes[bytes.length - 1] + skip !== blob.size) {
    const parts: string[] = [];
    let at = 0;
    for (const edit of sorted) {
      parts.push(text.slice(at, edit.from), edit.insert);
      at = edit.to;
    }
    parts.push(text.slice(at));
    return new Blob(parts, { type });
  }
  const parts: BlobPart[] = [];
  let at = 0;
  sorted.forEach((edit, i) => {
    parts.push(blob.slice(at, skip + bytes[2 * i]), edit.insert);
    at = skip + bytes[2 * i + 1];
  });
  parts.push(blob.slice(at));
  return new Blob(parts, { type });
}
