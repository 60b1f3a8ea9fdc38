import { reformat } from '../reformat';
import { keyEndOf, NodeKind, type TreeIndex } from '../treeIndex';

/**
 * How the document is laid out around a node, read from the text itself so that new members
 * look like their siblings (indentation, line breaks, the space after a colon) and a minified
 * document stays minified.
 */

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/** Where a child's text begins: its key for object members, else its value. */
export function memberStart(index: TreeIndex, id: number): number {
  return index.keyStart[id] >= 0 ? index.keyStart[id] : index.start[id];
}

/** The children of a container, in order. */
export function childrenOf(index: TreeIndex, parent: number): number[] {
  const children: number[] = [];
  for (let id = parent + 1; id < index.subtreeEnd[parent]; id = index.subtreeEnd[id])
    children.push(id);
  return children;
}

/** The whitespace just before `offset` (e.g. "\n    " before an indented member). */
export function spaceBefore(text: string, offset: number): string {
  let from = offset;
  while (from > 0 && isSpace(text.charCodeAt(from - 1))) from -= 1;
  return text.slice(from, offset);
}

/** The indentation of the line that `offset` is on. */
export function lineIndent(text: string, offset: number): string {
  const lineStart = Math.max(
    text.lastIndexOf('\n', offset - 1),
    text.lastIndexOf('\r', offset - 1),
  );
  let to = lineStart + 1;
  while (to < text.length && (text[to] === ' ' || text[to] === '\t')) to += 1;
  return text.slice(lineStart + 1, to);
}

export interface DocumentStyle {
  /** One level of indentation, or null when members are not on lines of their own. */
  unit: string | null;
  /** Between a key and its value, e.g. ": " or ":". */
  colon: string;
  /** The document's line break ("\r\n" when it uses those). */
  eol: string;
}

/** Members looked at to learn the style: the first few are enough and keep this O(1). */
const STYLE_SAMPLE = 2000;

/** The document's indentation unit and colon spacing, from its first members. */
export function documentStyle(text: string, index: TreeIndex): DocumentStyle {
  let unit: string | null = null;
  let colon: string | null = null;
  const limit = Math.min(index.count, STYLE_SAMPLE);
  for (let id = 1; id < limit && (unit === null || colon === null); id += 1) {
    const start = memberStart(index, id);
    const space = spaceBefore(text, start);
    if (unit === null && /[\n\r]/.test(space)) {
      const own = space.slice(Math.max(space.lastIndexOf('\n'), space.lastIndexOf('\r')) + 1);
      const outer = lineIndent(text, memberStart(index, index.parent[id]));
      if (own.length > outer.length && own.startsWith(outer)) unit = own.slice(outer.length);
    }
    const keyEnd = colon === null ? keyEndOf(index, text, id) : -1;
    if (keyEnd >= 0) {
      const between = text.slice(keyEnd, index.start[id]);
      if (/^[ \t\r\n]*:[ \t\r\n]*$/.test(between)) colon = between;
    }
  }
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return { unit, colon: colon ?? (unit === null ? ':' : ': '), eol };
}

/**
 * A JSON fragment written into a slot: multi-line fragments are indented to the slot's line
 * (`indent`), or minified when the slot is on one line (a minified document stays so).
 */
export function fitFragment(fragment: string, multiline: boolean, indent: string): string {
  if (!/[\n\r]/.test(fragment)) return fragment;
  if (!multiline) return reformat(fragment, null);
  return fragment.replace(/\r\n|\r|\n/g, (br) => br + indent);
}

/** Whether a node is an object or an array. */
export function isContainer(index: TreeIndex, id: number): boolean {
  return index.kind[id] === NodeKind.Object || index.kind[id] === NodeKind.Array;
}
