import { childPath, type ChangeLog } from '../changes';
import { JsonObject, type JsonValue } from '../tree';
import { inferScalar } from './shared';
import { ATTRIBUTE_PREFIX, TEXT_KEY } from './xmlWriter';

/** A node as fast-xml-parser's `preserveOrder` gives it: its name as the one key, beside `:@`. */
export type XmlNode = Record<string, unknown>;

const ATTRIBUTES = ':@';
const COMMENT = '#comment';

/**
 * The parser refuses or renames element names that are JavaScript's own (`__proto__`,
 * `constructor`, `toString`); every name goes through it with this mark in front, which no
 * XML name can hold, and loses it again here.
 */
export const NAME_MARK = '\u0001';

/** The parser marks a self-closing element's name twice. */
const LEADING_MARKS = new RegExp(`^${NAME_MARK}+`);

const nodeName = (node: XmlNode) => Object.keys(node).find((key) => key !== ATTRIBUTES)!;

/** Text of a `#text` node, or the joined text inside a comment. */
function textOf(node: XmlNode, name: string): string {
  const value = node[name];
  if (!Array.isArray(value)) return String(value);
  return (value as XmlNode[]).map((part) => String(part[TEXT_KEY] ?? '')).join('');
}

/** XML's own white space: between elements it lays the document out and holds no data. */
const LAYOUT = /^[ \t\r\n]*$/;

/**
 * Builds the JSON of a parsed document: each element an object with its attributes (`@_name`)
 * in their order, then its child elements (repeated ones as one array), then its `#text`;
 * an element with text alone is that text. Text is kept exactly (spaces too). Whatever JSON
 * has no place for is listed: comments and processing instructions, text between child
 * elements, repeated elements that others stand between, and each value `infer` typed.
 */
export function xmlTree(nodes: XmlNode[], log: ChangeLog, infer: boolean): JsonObject {
  const scalar = (text: string, path: string): JsonValue => {
    if (!infer) return text;
    const typed = inferScalar(text);
    if (typed !== text) log.add(path, JSON.stringify(text), String(typed), 'xmlTyped');
    return typed;
  };

  /** Comments and processing instructions: listed where they stood; false for anything else. */
  const leftOut = (node: XmlNode, name: string, path: string): boolean => {
    if (name === COMMENT) log.add(path, `<!--${textOf(node, name)}-->`, null, 'xmlCommentDropped');
    else if (name.startsWith('?')) log.add(path, `<${name} …?>`, null, 'xmlInstructionDropped');
    else return false;
    return true;
  };

  const element = (node: XmlNode, name: string, path: string): JsonValue => {
    const children = node[name] as XmlNode[];
    const object = new JsonObject();
    const attributes = (node[ATTRIBUTES] ?? {}) as Record<string, string>;
    for (const [marked, value] of Object.entries(attributes)) {
      const key = ATTRIBUTE_PREFIX + marked.replace(LEADING_MARKS, '');
      object.entries.push([key, scalar(value, childPath(path, key))]);
    }
    const counts = new Map<string, number>();
    for (const child of children) {
      const childName = nodeName(child);
      if (childName !== TEXT_KEY && childName !== COMMENT && !childName.startsWith('?')) {
        const key = childName.replace(LEADING_MARKS, '');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    const texts: string[] = [];
    const written: string[] = [];
    const groups = new Map<string, JsonValue[]>();
    for (const child of children) {
      const childName = nodeName(child);
      if (childName === TEXT_KEY) texts.push(textOf(child, childName));
      if (childName === TEXT_KEY || leftOut(child, childName, path)) continue;
      const key = childName.replace(LEADING_MARKS, '');
      written.push(key);
      const keyPath = childPath(path, key);
      if (counts.get(key) === 1) {
        object.entries.push([key, element(child, childName, keyPath)]);
        continue;
      }
      let items = groups.get(key);
      if (!items) {
        groups.set(key, (items = []));
        object.entries.push([key, items]);
      }
      items.push(element(child, childName, childPath(keyPath, items.length)));
    }
    const text = texts.join('');
    if (written.length === 0) {
      if (object.entries.length === 0) return scalar(text, path);
      if (text !== '') object.entries.push([TEXT_KEY, scalar(text, childPath(path, TEXT_KEY))]);
      return object;
    }
    const read = object.entries.map(([key]) => key).filter((key) => counts.has(key));
    // Runs of one name collapse to one: they stay together in the array.
    const order = written.filter((key, i) => written[i - 1] !== key);
    if (order.length !== read.length)
      log.add(path, JSON.stringify(order), JSON.stringify(read), 'xmlElementsGrouped');
    if (!LAYOUT.test(text)) {
      const textPath = childPath(path, TEXT_KEY);
      log.add(textPath, JSON.stringify(texts), JSON.stringify(text), 'xmlMixedText');
      object.entries.push([TEXT_KEY, scalar(text, textPath)]);
    }
    return object;
  };

  const root = new JsonObject();
  for (const node of nodes) {
    const name = nodeName(node);
    if (name === TEXT_KEY || leftOut(node, name, '$')) continue;
    const key = name.replace(LEADING_MARKS, '');
    root.entries.push([key, element(node, name, childPath('$', key))]);
  }
  return root;
}
