import { NoteBook, type Generated, type Typed } from './emit';
import {
  identifierOf,
  isNameChar,
  nameObjects,
  startsBadly,
  type NamedObjects,
  type NameRules,
} from './naming';
import { floatFitsDouble, isOptional, type Shape } from './shape';

/** A property name TypeScript takes unquoted; anything else is quoted, so keys stay as written. */
function isPropertyName(key: string): boolean {
  return (
    /^[^0-9]/.test(key) &&
    [...key].every((char) => char === '$' || char === '_' || isNameChar(char))
  );
}

export const TYPESCRIPT_NAMES: NameRules = {
  needsPrefix: startsBadly,
  prefix: 'T',
  keywords: new Set(),
  escapeKeyword: (name) => name,
};

function tsType(shape: Shape, names: NamedObjects): Typed {
  const parts: string[] = [];
  let why: Typed['why'];
  if (shape.object) parts.push(names.get(shape.object)!);
  if (shape.array) {
    const item = tsType(shape.array, names);
    why = item.why;
    parts.push(/[|&]/.test(item.type) ? `(${item.type})[]` : `${item.type}[]`);
  }
  if (shape.string) parts.push('string');
  if (shape.integer && !shape.float && shape.integerRange !== 'safe') {
    parts.push('bigint');
    why = {
      shape,
      text: 'beyond 2^53: JSON.parse would round it; read it as a bigint with a parser that keeps it (json-bigint, or a JSON.parse reviver reading context.source)',
    };
  } else if (shape.integer || shape.float) {
    parts.push('number');
    if (shape.float && !floatFitsDouble(shape))
      why = { shape, text: 'more digits than a double holds: JSON.parse rounds this number' };
  }
  if (shape.boolean) parts.push('boolean');
  if (shape.null) parts.push('null');
  return { type: parts.length ? parts.join(' | ') : 'unknown', why };
}

export function typescript(root: Shape, rootName: string): Generated {
  const names = nameObjects(
    root,
    rootName,
    (key) => identifierOf(key, 'pascal', TYPESCRIPT_NAMES, 'Field'),
    [],
  );
  const book = new NoteBook();
  const blocks = [...names].map(([object, name]) => {
    const lines = [...object.fields].flatMap(([key, field]) => {
      const prop = isPropertyName(key) ? key : JSON.stringify(key);
      const typed = tsType(field.shape, names);
      const optional = isOptional(object, field) ? '?' : '';
      return [...book.commentFor(typed, '  '), `  ${prop}${optional}: ${typed.type};`];
    });
    return `export interface ${name} {\n${lines.map((l) => l + '\n').join('')}}`;
  });
  if (!root.object) {
    const typed = tsType(root, names);
    blocks.unshift(
      [...book.commentFor(typed, ''), `export type ${rootName} = ${typed.type};`].join('\n'),
    );
  }
  return { text: blocks.join('\n\n') + '\n', notes: book.notes };
}
