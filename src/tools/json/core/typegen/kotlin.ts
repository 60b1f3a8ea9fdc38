import { NoteBook, quoted, wrapped, type Generated, type Typed } from './emit';
import { identifierOf, nameObjects, NameScope, startsBadly, type NamedObjects } from './naming';
import type { NameRules } from './naming';
import { floatFitsDouble, isOptional, kindOf, type Shape } from './shape';

const KOTLIN_KEYWORDS = new Set(
  (
    'as break class continue do else false for fun if in interface is null object package ' +
    'return super this throw true try typealias typeof val var when while'
  ).split(' '),
);

export const KOTLIN_NAMES: NameRules = {
  needsPrefix: startsBadly,
  prefix: '_',
  keywords: KOTLIN_KEYWORDS,
  escapeKeyword: (name) => `\`${name}\``,
};

/** Type names our properties use: a class named `List` would hide kotlin.collections.List. */
export const KOTLIN_RESERVED = [
  'String',
  'Long',
  'Double',
  'Boolean',
  'List',
  'Any',
  'JsonElement',
  'JsonPrimitive',
  'Serializable',
  'SerialName',
];

const PRIMITIVE_WHY = 'JsonPrimitive keeps the digits as written (its content)';

function kotlinType(shape: Shape, names: NamedObjects): Typed {
  const kind = kindOf(shape);
  if (kind === 'object') return { type: names.get(shape.object!)! };
  if (kind === 'array') {
    const item = kotlinType(shape.array!, names);
    return wrapped(item, `List<${item.type}>`);
  }
  if (kind === 'string') return { type: 'String' };
  if (kind === 'boolean') return { type: 'Boolean' };
  if (kind === 'integer') {
    if (shape.integerRange === 'safe' || shape.integerRange === 'int64') return { type: 'Long' };
    return { type: 'JsonPrimitive', why: { shape, text: `beyond Long: ${PRIMITIVE_WHY}` } };
  }
  if (kind === 'float') {
    if (floatFitsDouble(shape)) return { type: 'Double' };
    return {
      type: 'JsonPrimitive',
      why: { shape, text: `more digits than a Double holds: ${PRIMITIVE_WHY}` },
    };
  }
  return { type: 'JsonElement' };
}

export function kotlin(root: Shape, rootName: string): Generated {
  const names = nameObjects(
    root,
    rootName,
    (key) => identifierOf(key, 'pascal', KOTLIN_NAMES, 'Field'),
    KOTLIN_RESERVED,
  );
  const book = new NoteBook();
  const types: string[] = [];
  let renamed = false;
  const blocks = [...names].map(([object, name]) => {
    const scope = new NameScope();
    const params = [...object.fields].map(([key, field]) => {
      const propName = scope.claim(identifierOf(key, 'camel', KOTLIN_NAMES, 'field'));
      const typed = kotlinType(field.shape, names);
      types.push(typed.type);
      const nullable = field.shape.null;
      const optional = isOptional(object, field);
      const type = nullable || optional ? `${typed.type}?` : typed.type;
      const serialName =
        propName.replace(/^`|`$/g, '') === key ? '' : `@SerialName(${quoted(key, 'kotlin')}) `;
      renamed ||= serialName !== '';
      return [
        ...book.commentFor(typed, '    '),
        `    ${serialName}val ${propName}: ${type}${optional ? ' = null' : ''}`,
      ].join('\n');
    });
    // A data class needs at least one property; an empty object is a plain class.
    if (params.length === 0) return `@Serializable\nclass ${name}`;
    return `@Serializable\ndata class ${name}(\n${params.join(',\n')}\n)`;
  });
  if (!root.object) {
    const typed = kotlinType(root, names);
    types.push(typed.type);
    blocks.unshift(
      [...book.commentFor(typed, ''), `typealias ${rootName} = ${typed.type}`].join('\n'),
    );
  }
  // Only what the file uses: Kotlin warns about unused imports.
  const imports = [
    renamed && 'kotlinx.serialization.SerialName',
    names.size > 0 && 'kotlinx.serialization.Serializable',
    ...['JsonElement', 'JsonPrimitive'].map(
      (json) =>
        types.some((type) => new RegExp(`\\b${json}\\b`).test(type)) &&
        `kotlinx.serialization.json.${json}`,
    ),
  ].filter((name): name is string => !!name);
  const head = imports.map((name) => `import ${name}\n`).join('');
  return { text: `${head}${head ? '\n' : ''}${blocks.join('\n\n')}\n`, notes: book.notes };
}
