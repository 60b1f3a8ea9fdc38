import type { ObjectShape, Shape } from './shape';

/** How one language turns a JSON key into a name it accepts. */
export interface NameRules {
  /** Put before a name whose first character cannot start one (a digit; in Go, not uppercase). */
  needsPrefix(first: string): boolean;
  prefix: string;
  keywords: ReadonlySet<string>;
  escapeKeyword(name: string): string;
}

export type NameCase = 'camel' | 'pascal' | 'snake';

/**
 * Letters a name may hold besides ASCII: scripts every compiler here has known for decades
 * (Latin-1 and Latin Extended-A, Greek, Cyrillic, kana, the CJK ideographs of Unicode 1.1 and
 * Extension A, Hangul syllables). A letter newer than a compiler's Unicode tables (javac 17
 * has Unicode 13, mcs older ones) does not compile, so other scripts make no name: the key
 * gets a fallback name and keeps its spelling in the annotation.
 */
const OLD_LETTERS =
  /[\u00c0-\u017f\u0386-\u03ce\u0400-\u045f\u3041-\u3096\u30a1-\u30fa\u3400-\u4db5\u4e00-\u9fa5\uac00-\ud7a3]/;

/** A character any of our languages takes in a name: ASCII letters and digits, old letters. */
export function isNameChar(char: string): boolean {
  return /[A-Za-z0-9]/.test(char) || (OLD_LETTERS.test(char) && /\p{L}/u.test(char));
}

/** Words of a key; case changes split words (`userID` -> user, ID), other characters end one. */
export function keyWords(key: string): string[] {
  return [...key.normalize('NFC')]
    .map((char) => (isNameChar(char) ? char : ' '))
    .join('')
    .replace(/([\p{Ll}\p{Nd}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(' ')
    .filter(Boolean);
}

function capitalized(word: string): string {
  const [first, ...rest] = word;
  return first.toUpperCase() + rest.join('');
}

export function joinWords(words: string[], nameCase: NameCase): string {
  if (nameCase === 'snake') return words.map((w) => w.toLowerCase()).join('_');
  if (nameCase === 'pascal') return words.map(capitalized).join('');
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : capitalized(w))).join('');
}

/** A name in the language's case that compiles; the caller keeps the key in an annotation. */
export function identifierOf(
  key: string,
  nameCase: NameCase,
  rules: NameRules,
  fallback: string,
  words: string[] = keyWords(key),
): string {
  let name = joinWords(words, nameCase) || fallback;
  if (rules.needsPrefix([...name][0])) name = rules.prefix + name;
  return rules.keywords.has(name) ? rules.escapeKeyword(name) : name;
}

/** Not a letter or underscore: cannot start a name in any of our languages. */
export const startsBadly = (first: string) => !/[\p{L}_]/u.test(first);

/**
 * Hands out names unique within one scope, ignoring case: `a_b` and `a-b`, or `Name` and
 * `name`, would otherwise become one field (and Java getters, Go's case-insensitive matching
 * and case-insensitive file systems treat such names as one).
 */
export class NameScope {
  private readonly taken = new Set<string>();
  constructor(reserved: Iterable<string> = []) {
    for (const name of reserved) this.taken.add(name.toLowerCase());
  }
  claim(name: string): string {
    let unique = name;
    for (let k = 2; this.taken.has(unique.toLowerCase()); k += 1) unique = `${name}${k}`;
    this.taken.add(unique.toLowerCase());
    return unique;
  }
}

/** Crude English singular for item types: `Items` -> `Item`, `Categories` -> `Category`. */
export function singular(name: string): string {
  if (/ies$/.test(name)) return name.slice(0, -3) + 'y';
  if (/(ss|us)$/.test(name)) return name;
  if (/[a-z]s$/.test(name)) return name.slice(0, -1);
  return name + 'Item';
}

export type NamedObjects = Map<ObjectShape, string>;

/** Gives every object shape a unique type name, parents before children. */
export function nameObjects(
  root: Shape,
  rootName: string,
  typeName: (key: string) => string,
  reserved: Iterable<string>,
): NamedObjects {
  // A root that is not an object is an alias (`type Root = Item[]`): its name is taken too.
  const scope = new NameScope(root.object ? reserved : [...reserved, rootName]);
  const names: NamedObjects = new Map();
  const queue: [Shape, string][] = [[root, rootName]];
  for (let next = 0; next < queue.length; next += 1) {
    const [shape, base] = queue[next];
    let s: Shape = shape;
    let itemBase = base;
    while (s.array) {
      s = s.array;
      itemBase = singular(itemBase);
    }
    const candidates: [ObjectShape | undefined, string][] = [
      [shape.object, base],
      [s === shape ? undefined : s.object, itemBase],
    ];
    for (const [object, name] of candidates) {
      if (!object || names.has(object)) continue;
      names.set(object, scope.claim(name));
      for (const [key, field] of object.fields) queue.push([field.shape, typeName(key)]);
    }
  }
  return names;
}
