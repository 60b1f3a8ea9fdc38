import { NoteBook, wrapped, type Generated, type Typed } from './emit';
import { identifierOf, keyWords, nameObjects, NameScope, type NamedObjects } from './naming';
import type { NameRules } from './naming';
import { floatFitsDouble, isOptional, kindOf, type Shape } from './shape';

/** Go exports (and so encoding/json sees) only names starting with an upper-case letter. */
export const GO_NAMES: NameRules = {
  needsPrefix: (first) => !/\p{Lu}/u.test(first),
  prefix: 'X',
  // Exported names never collide with Go's lower-case keywords.
  keywords: new Set(),
  escapeKeyword: (name) => name,
};

/** Go spells initialisms in capitals (`UserID`, not `UserId`). */
const INITIALISMS = new Set(['id', 'url', 'uri', 'api', 'http', 'https', 'json', 'uuid', 'ip']);

function goName(key: string, fallback: string): string {
  const words = keyWords(key).map((w) => (INITIALISMS.has(w.toLowerCase()) ? w.toUpperCase() : w));
  return identifierOf(key, 'pascal', GO_NAMES, fallback, words);
}

function goType(shape: Shape, names: NamedObjects): Typed {
  const kind = kindOf(shape);
  if (kind === 'object') return { type: names.get(shape.object!)! };
  if (kind === 'array') {
    const item = goType(shape.array!, names);
    return wrapped(item, `[]${item.type}`);
  }
  if (kind === 'string') return { type: 'string' };
  if (kind === 'boolean') return { type: 'bool' };
  if (kind === 'integer') {
    if (shape.integerRange === 'uint64')
      return { type: 'uint64', why: { shape, text: 'beyond int64 and never negative: uint64' } };
    if (shape.integerRange === 'big')
      return {
        type: 'json.Number',
        why: { shape, text: 'beyond 64 bits: json.Number keeps the digits as written' },
      };
    return { type: 'int64' };
  }
  if (kind === 'float') {
    if (floatFitsDouble(shape)) return { type: 'float64' };
    return {
      type: 'json.Number',
      why: { shape, text: 'more digits than float64 holds: json.Number keeps them as written' },
    };
  }
  return { type: 'any' };
}

/**
 * encoding/json reads a tag name only if it holds letters, digits and a few punctuation marks
 * (no quote, backslash, comma or control character, and not empty); `-` alone means "skip".
 */
function tagName(key: string): string | undefined {
  if (key === '-') return '-,';
  const allowed = /^[\p{L}\p{Nd}!#$%&()*+\-./:;<=>?@[\]^_{|}~ ]+$/u;
  // Letters beyond the BMP are left out: Go's Unicode tables may not know them yet.
  const beyondBmp = [...key].some((char) => char.codePointAt(0)! > 0xffff);
  return allowed.test(key) && !beyondBmp ? key : undefined;
}

type FieldRow = [comments: string[], name: string, type: string, tag: string];

/**
 * Names, types and tags in columns, as gofmt lays them out: widths count characters, and a
 * comment line starts a new run of aligned fields.
 */
function aligned(rows: FieldRow[]): string {
  const width = (text: string) => [...text].length;
  const runs: FieldRow[][] = [];
  for (const row of rows) {
    if (row[0].length > 0 || runs.length === 0) runs.push([]);
    runs[runs.length - 1].push(row);
  }
  return runs
    .map((run) => {
      const nameWidth = Math.max(...run.map(([, name]) => width(name)));
      const typeWidth = Math.max(...run.map(([, , type]) => width(type)));
      const pad = (text: string, to: number) => text + ' '.repeat(to - width(text) + 1);
      return run
        .map(
          ([comments, name, type, tag]) =>
            comments.map((line) => line + '\n').join('') +
            `\t${pad(name, nameWidth)}${pad(type, typeWidth)}${tag}\n`,
        )
        .join('');
    })
    .join('');
}

export function go(root: Shape, rootName: string): Generated {
  const names = nameObjects(root, rootName, (key) => goName(key, 'Field'), []);
  const book = new NoteBook();
  const types: string[] = [];
  const blocks = [...names].map(([object, name]) => {
    const scope = new NameScope();
    const rows = [...object.fields].map(([key, field]): FieldRow => {
      const fieldName = scope.claim(goName(key, 'Field'));
      const optional = isOptional(object, field);
      const typed = goType(field.shape, names);
      let type = typed.type;
      types.push(type);
      // A pointer tells a missing or null value from a zero one; slices and any are nil already.
      if ((optional || field.shape.null) && type !== 'any' && !type.startsWith('[]'))
        type = '*' + type;
      const tag = tagName(key);
      if (tag === undefined) {
        const why = `JSON key ${JSON.stringify(key)} cannot be written in a json tag: read it through a map`;
        return [book.unmappable(field.shape, key, '\t', why), fieldName, type, '`json:"-"`'];
      }
      const omit = optional ? ',omitempty' : '';
      return [book.commentFor(typed, '\t'), fieldName, type, `\`json:"${tag}${omit}"\``];
    });
    return `type ${name} struct {\n${aligned(rows)}}`;
  });
  if (!root.object) {
    const typed = goType(root, names);
    types.push(typed.type);
    blocks.unshift([...book.commentFor(typed, ''), `type ${rootName} ${typed.type}`].join('\n'));
  }
  const body = blocks.join('\n\n');
  const imports = types.some((type) => type.includes('json.Number'))
    ? 'import "encoding/json"\n\n'
    : '';
  return { text: `package model\n\n${imports}${body}\n`, notes: book.notes };
}
