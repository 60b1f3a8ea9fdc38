import { NoteBook, quoted, wrapped, type Generated, type Typed } from './emit';
import { identifierOf, nameObjects, NameScope, startsBadly, type NamedObjects } from './naming';
import type { NameRules } from './naming';
import { floatFitsDouble, kindOf, type ObjectShape, type Shape } from './shape';

const JAVA_KEYWORDS = new Set(
  (
    'abstract assert boolean break byte case catch char class const continue default do double ' +
    'else enum extends final finally float for goto if implements import instanceof int ' +
    'interface long native new package private protected public return short static strictfp ' +
    'super switch synchronized this throw throws transient try void volatile while true false ' +
    'null _ var yield record sealed permits'
  ).split(' '),
);

export const JAVA_NAMES: NameRules = {
  needsPrefix: startsBadly,
  prefix: '_',
  keywords: JAVA_KEYWORDS,
  // `class_`: `clazz` reads as a different word, and `getClass()` is Object's.
  escapeKeyword: (name) => `${name}_`,
};

/** Class names our fields use: a nested class named `List` would hide java.util.List. */
export const JAVA_RESERVED = [
  'String',
  'Object',
  'Long',
  'Double',
  'Boolean',
  'Integer',
  'List',
  'BigInteger',
  'BigDecimal',
  'JsonProperty',
  'Class',
];

function javaType(shape: Shape, names: NamedObjects): Typed {
  const kind = kindOf(shape);
  if (kind === 'object') return { type: names.get(shape.object!)! };
  if (kind === 'array') {
    const item = javaType(shape.array!, names);
    return wrapped(item, `List<${item.type}>`);
  }
  if (kind === 'string') return { type: 'String' };
  if (kind === 'boolean') return { type: 'Boolean' };
  if (kind === 'integer') {
    if (shape.integerRange === 'safe' || shape.integerRange === 'int64') return { type: 'Long' };
    return {
      type: 'BigInteger',
      why: { shape, text: 'beyond long: BigInteger keeps every digit' },
    };
  }
  if (kind === 'float') {
    if (floatFitsDouble(shape)) return { type: 'Double' };
    return {
      type: 'BigDecimal',
      why: { shape, text: 'more digits than a double holds: BigDecimal keeps them' },
    };
  }
  return { type: 'Object' };
}

/** The property name Jackson derives from `getXxx`: leading capitals lower-cased (`AB` -> `ab`). */
function jacksonNameOf(suffix: string): string {
  let i = 0;
  while (i < suffix.length && suffix[i] !== suffix[i].toLowerCase()) i += 1;
  return suffix.slice(0, i).toLowerCase() + suffix.slice(i);
}

function classBody(object: ObjectShape, names: NamedObjects, book: NoteBook, pad: string) {
  const fields: string[] = [];
  const accessors: string[] = [];
  const scope = new NameScope();
  for (const [key, field] of object.fields) {
    if (key === '') {
      // Jackson reads @JsonProperty("") as "no name given", so this key has no Java field.
      fields.push(...book.unmappable(field.shape, key, pad, 'the empty key "" cannot be named'));
      continue;
    }
    const name = scope.claim(identifierOf(key, 'camel', JAVA_NAMES, 'field'));
    const typed = javaType(field.shape, names);
    const property = `@JsonProperty(${quoted(key, 'java')})`;
    fields.push(...book.commentFor(typed, pad));
    if (name !== key) fields.push(`${pad}${property}`);
    fields.push(`${pad}private ${typed.type} ${name};`);
    const suffix = name[0].toUpperCase() + name.slice(1);
    // Jackson pairs accessors with the field by its own name for them; name them when it differs.
    const accessorProperty = jacksonNameOf(suffix) === name ? '' : `${pad}${property}\n`;
    accessors.push(
      `${accessorProperty}${pad}public ${typed.type} get${suffix}() {\n${pad}    return ${name};\n${pad}}`,
      `${accessorProperty}${pad}public void set${suffix}(${typed.type} ${name}) {\n${pad}    this.${name} = ${name};\n${pad}}`,
    );
  }
  return [fields.join('\n'), ...accessors].filter(Boolean);
}

export function java(root: Shape, rootName: string): Generated {
  const names = nameObjects(
    root,
    rootName,
    (key) => identifierOf(key, 'pascal', JAVA_NAMES, 'Field'),
    JAVA_RESERVED,
  );
  const book = new NoteBook();
  const members: string[] = [];
  if (root.object) members.push(...classBody(root.object, names, book, '    '));
  else {
    const typed = javaType(root, names);
    members.push(
      ...book.commentFor(typed, '    '),
      `    // The document itself is a ${typed.type}: read it as that type.`,
    );
  }
  for (const [object, name] of names) {
    if (object === root.object) continue;
    const body = classBody(object, names, book, '        ');
    members.push(`    public static class ${name} {\n${body.join('\n\n')}\n    }`);
  }
  const text = `public class ${rootName} {\n${members.join('\n\n')}\n}\n`;
  const imports = [
    [/@JsonProperty\(/, 'com.fasterxml.jackson.annotation.JsonProperty'],
    [/\bBigDecimal\b/, 'java.math.BigDecimal'],
    [/\bBigInteger\b/, 'java.math.BigInteger'],
    [/\bList</, 'java.util.List'],
  ] as const;
  const used = imports.filter(([pattern]) =>
    pattern.test(text.replace(/\/\/.*|"(?:\\.|[^"\\])*"/g, '')),
  );
  const head = used.map(([, name]) => `import ${name};\n`).join('');
  return { text: (head ? head + '\n' : '') + text, notes: book.notes };
}
