import { formatJson, NodeKind, type TreeIndex } from '../core';

/** Above this a node's text is copied as written rather than re-indented. */
const FORMAT_COPY_LIMIT = 2 * 1024 * 1024;

/** What "复制值" puts on the clipboard: a string's text, a number exactly, a container as JSON. */
export function valueForCopy(index: TreeIndex, text: string, id: number): string {
  const raw = text.slice(index.start[id], index.end[id]);
  const kind = index.kind[id];
  if (kind === NodeKind.String) return JSON.parse(raw) as string;
  if (kind > NodeKind.Array || raw.length > FORMAT_COPY_LIMIT) return raw;
  try {
    return formatJson(raw, { indent: 2, lenient: true });
  } catch {
    return raw;
  }
}
