import type { ObjectShape, Shape } from './shape';

/** How one language turns a JSON key into a name it accepts. */
export interface NameRules {
  /** Combining marks (Hindi vowel signs…) may stay inside a name: not in Go nor Kotlin. */
  marks: boolean;
  /** Put before a name whose first character cannot start one (a digit; in Go, not uppercase). */
  needsPrefix(first: string): boolean;
  prefix: string;
  keywords: ReadonlySet<string>;
  escapeKeyword(name: string): string;
}

export type NameCase = 'camel' | 'pascal' | 'snake';

/** Words of a key in any script; case changes split words (`userID` -> user, ID). */
export function keyWords(key: string, marks: boolean): string[] {
  const separators = marks ? /[^\p{L}\p{M}\p{Nd}]+/u : /[^\p{L}\p{Nd}]+/u;
  return key
    .normalize('NFC')
    .replace(/([\p{Ll}\p{Nd}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(separators)
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
  words: string[] = keyWords(key, rules.marks),
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
