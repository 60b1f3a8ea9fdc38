import { NoteBook, quoted, wrapped, type Generated, type Typed } from './emit';
import { identifierOf, nameObjects, NameScope, startsBadly, type NamedObjects } from './naming';
import type { NameRules } from './naming';
import { floatFitsDouble, isOptional, kindOf, type Shape } from './shape';

const CSHARP_KEYWORDS = new Set(
  (
    'abstract as base bool break byte case catch char checked class const continue decimal ' +
    'default delegate do double else enum event explicit extern false finally fixed float for ' +
    'foreach goto if implicit in int interface internal is lock long namespace new null object ' +
    'operator out override params private protected public readonly ref return sbyte sealed ' +
    'short sizeof stackalloc static string struct switch this throw true try typeof uint ulong ' +
    'unchecked unsafe ushort using virtual void volatile while'
  ).split(' '),
);

export const CSHARP_NAMES: NameRules = {
  needsPrefix: startsBadly,
  prefix: '_',
  keywords: CSHARP_KEYWORDS,
  escapeKeyword: (name) => `@${name}`,
};

/**
 * Type names our properties use, and object's members a property must not hide. An attribute
 * is also looked up with `Attribute` appended, so a class of that name would hide it too.
 */
export const CSHARP_RESERVED = [
  'List',
  'JsonElement',
  'JsonPropertyName',
  'JsonPropertyNameAttribute',
  'BigInteger',
  'Object',
];
const OBJECT_MEMBERS = ['Equals', 'GetHashCode', 'GetType', 'ToString', 'MemberwiseClone'];
const VALUE_TYPES = new Set(['long', 'ulong', 'double', 'decimal', 'bool', 'JsonElement']);

const DECIMAL_WHY = 'decimal keeps up to 28 digits exactly';
const ELEMENT_WHY = 'more digits than decimal holds: JsonElement keeps them (GetRawText())';

function csharpType(shape: Shape, names: NamedObjects): Typed {
  const kind = kindOf(shape);
  if (kind === 'object') return { type: names.get(shape.object!)! };
  if (kind === 'array') {
    const item = csharpType(shape.array!, names);
    return wrapped(item, `List<${item.type}>`);
  }
  if (kind === 'string') return { type: 'string' };
  if (kind === 'boolean') return { type: 'bool' };
  if (kind === 'integer') {
    const range = shape.integerRange;
    if (range === 'safe' || range === 'int64') return { type: 'long' };
    if (range === 'uint64')
      return { type: 'ulong', why: { shape, text: 'beyond long and never negative: ulong' } };
  }
  if (kind === 'integer' || (kind === 'float' && !floatFitsDouble(shape))) {
    if (shape.fitsDecimal)
      return { type: 'decimal', why: { shape, text: `beyond long or double: ${DECIMAL_WHY}` } };
    return { type: 'JsonElement', why: { shape, text: ELEMENT_WHY } };
  }
  if (kind === 'float') return { type: 'double' };
  return { type: 'object' };
}

export function csharp(root: Shape, rootName: string): Generated {
  const names = nameObjects(
    root,
    rootName,
    (key) => identifierOf(key, 'pascal', CSHARP_NAMES, 'Field'),
    CSHARP_RESERVED,
  );
  const book = new NoteBook();
  const types: string[] = [];
  const blocks = [...names].map(([object, name]) => {
    // A member cannot share its class's name (CS0542).
    const scope = new NameScope([name, ...OBJECT_MEMBERS]);
    const properties = [...object.fields].map(([key, field]) => {
      const propName = scope.claim(identifierOf(key, 'pascal', CSHARP_NAMES, 'Field'));
      const typed = csharpType(field.shape, names);
      let type = typed.type;
      types.push(type);
      const optional = isOptional(object, field) || field.shape.null;
      if (optional && VALUE_TYPES.has(type)) type += '?';
      return [
        ...book.commentFor(typed, '    '),
        `    [JsonPropertyName(${quoted(key, 'csharp')})]`,
        `    public ${type} ${propName} { get; set; }`,
      ].join('\n');
    });
    return `public class ${name}\n{\n${properties.join('\n\n')}${properties.length ? '\n' : ''}}`;
  });
  if (!root.object) {
    const typed = csharpType(root, names);
    types.push(typed.type);
    blocks.unshift(
      [...book.commentFor(typed, ''), `// The document itself is a ${typed.type}.`].join('\n'),
    );
  }
  const uses = (name: string) => types.some((type) => new RegExp(`\\b${name}\\b`).test(type));
  const usings = [
    uses('List') && 'System.Collections.Generic',
    uses('JsonElement') && 'System.Text.Json',
    names.size > 0 && 'System.Text.Json.Serialization',
  ].filter((name): name is string => !!name);
  const head = usings.map((u) => `using ${u};\n`).join('');
  return { text: `${head}${head ? '\n' : ''}${blocks.join('\n\n')}\n`, notes: book.notes };
}
