import { NoteBook, quoted, wrapped, type Generated, type Typed } from './emit';
import { identifierOf, nameObjects, NameScope, startsBadly, type NamedObjects } from './naming';
import type { NameRules } from './naming';
import { floatFitsDouble, isOptional, kindOf, type Shape } from './shape';

const RUST_KEYWORDS = new Set(
  (
    'as break const continue crate else enum extern false fn for if impl in let loop match mod ' +
    'move mut pub ref return self Self static struct super trait true type unsafe use where ' +
    'while async await dyn abstract become box do final macro override priv typeof unsized ' +
    'virtual yield try'
  ).split(' '),
);
/** Keywords that cannot be raw identifiers (`r#self` is an error). */
const NOT_RAW = new Set(['crate', 'self', 'Self', 'super']);

export const RUST_NAMES: NameRules = {
  needsPrefix: startsBadly,
  prefix: '_',
  keywords: RUST_KEYWORDS,
  escapeKeyword: (name) => (NOT_RAW.has(name) ? `${name}_` : `r#${name}`),
};

/** Type names our fields use, from the prelude and serde. */
export const RUST_RESERVED = [
  'String',
  'Vec',
  'Option',
  'Box',
  'Result',
  'Serialize',
  'Deserialize',
];

const NUMBER_WHY =
  'serde_json::Number keeps every digit only with serde_json\'s "arbitrary_precision" feature';

function rustType(shape: Shape, names: NamedObjects): Typed {
  const kind = kindOf(shape);
  if (kind === 'object') return { type: names.get(shape.object!)! };
  if (kind === 'array') {
    const item = rustType(shape.array!, names);
    return wrapped(item, `Vec<${item.type}>`);
  }
  if (kind === 'string') return { type: 'String' };
  if (kind === 'boolean') return { type: 'bool' };
  if (kind === 'integer') {
    const range = shape.integerRange;
    if (range === 'safe' || range === 'int64') return { type: 'i64' };
    if (range === 'uint64')
      return { type: 'u64', why: { shape, text: 'beyond i64 and never negative: u64' } };
    return { type: 'serde_json::Number', why: { shape, text: `beyond 64 bits: ${NUMBER_WHY}` } };
  }
  if (kind === 'float') {
    if (floatFitsDouble(shape)) return { type: 'f64' };
    return {
      type: 'serde_json::Number',
      why: { shape, text: `more digits than f64 holds: ${NUMBER_WHY}` },
    };
  }
  return { type: 'serde_json::Value' };
}

export function rust(root: Shape, rootName: string): Generated {
  const names = nameObjects(
    root,
    rootName,
    (key) => identifierOf(key, 'pascal', RUST_NAMES, 'Field'),
    RUST_RESERVED,
  );
  const book = new NoteBook();
  const blocks = [...names].map(([object, name]) => {
    const scope = new NameScope();
    const fields = [...object.fields].flatMap(([key, field]) => {
      const fieldName = scope.claim(identifierOf(key, 'snake', RUST_NAMES, 'field'));
      const typed = rustType(field.shape, names);
      const optional = isOptional(object, field);
      // serde_json::Value holds null itself.
      const wrap = (optional || field.shape.null) && typed.type !== 'serde_json::Value';
      const attributes: string[] = [];
      if (fieldName.replace(/^r#/, '') !== key) attributes.push(`rename = ${quoted(key, 'rust')}`);
      // A missing field reads as None (or Value::Null) instead of failing the whole document.
      if (optional) attributes.push('default');
      if (optional && wrap) attributes.push('skip_serializing_if = "Option::is_none"');
      return [
        ...book.commentFor(typed, '    '),
        ...(attributes.length ? [`    #[serde(${attributes.join(', ')})]`] : []),
        `    pub ${fieldName}: ${wrap ? `Option<${typed.type}>` : typed.type},`,
      ];
    });
    const derive = '#[derive(Debug, Clone, Serialize, Deserialize)]';
    return `${derive}\npub struct ${name} {\n${fields.map((l) => l + '\n').join('')}}`;
  });
  if (!root.object) {
    const typed = rustType(root, names);
    blocks.unshift(
      [...book.commentFor(typed, ''), `pub type ${rootName} = ${typed.type};`].join('\n'),
    );
  }
  const head = names.size ? 'use serde::{Deserialize, Serialize};\n\n' : '';
  return { text: `${head}${blocks.join('\n\n')}\n`, notes: book.notes };
}
