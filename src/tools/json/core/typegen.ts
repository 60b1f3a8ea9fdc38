import {
  nameObjects,
  nameOf,
  inferShape,
  kindsOf,
  pascalCase,
  camelCase,
  type ObjectShape,
  type Shape,
} from './typeShape';
import type { JsonValue } from './tree';

export type TypeLanguage = 'typescript' | 'go' | 'java' | 'csharp';

export interface TypeOptions {
  rootName?: string;
}

type Named = { name: string; object: ObjectShape }[];

const TS_IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function tsType(shape: Shape, named: Named): string {
  const parts: string[] = [];
  if (shape.object) parts.push(nameOf(named, shape.object));
  if (shape.array) {
    const item = tsType(shape.array, named);
    parts.push(/[|&]/.test(item) ? `(${item})[]` : `${item}[]`);
  }
  if (shape.string) parts.push('string');
  if (shape.integer || shape.float) parts.push('number');
  if (shape.boolean) parts.push('boolean');
  if (shape.null) parts.push('null');
  return parts.length ? parts.join(' | ') : 'unknown';
}

function typescript(named: Named): string {
  return named
    .map(({ name, object }) => {
      const lines = [...object.fields].map(([key, field]) => {
        const prop = TS_IDENTIFIER.test(key) ? key : JSON.stringify(key);
        const optional = field.seen < object.samples ? '?' : '';
        return `  ${prop}${optional}: ${tsType(field.shape, named)};`;
      });
      return `export interface ${name} {\n${lines.join('\n')}\n}`;
    })
    .join('\n\n');
}

/** One non-null kind -> a language type; mixed kinds -> the language's "any". */
function scalarType(
  shape: Shape,
  named: Named,
  lang: Exclude<TypeLanguage, 'typescript'>,
  itemType: (s: Shape) => string,
): string {
  const kinds = kindsOf(shape);
  const any = { go: 'any', java: 'Object', csharp: 'object' }[lang];
  if (kinds.length !== 1) return any;
  const kind = kinds[0];
  if (kind === 'object') return nameOf(named, shape.object!);
  if (kind === 'array') return itemType(shape.array!);
  if (kind === 'string') return { go: 'string', java: 'String', csharp: 'string' }[lang];
  if (kind === 'boolean') return { go: 'bool', java: 'Boolean', csharp: 'bool' }[lang];
  if (kind === 'integer') {
    if (shape.integerDigits > 18)
      return { go: 'json.Number', java: 'BigInteger', csharp: 'BigInteger' }[lang];
    return { go: 'int64', java: 'Long', csharp: 'long' }[lang];
  }
  if (shape.floatDigits > 15)
    return { go: 'json.Number', java: 'BigDecimal', csharp: 'decimal' }[lang];
  return { go: 'float64', java: 'Double', csharp: 'double' }[lang];
}

function goType(shape: Shape, named: Named): string {
  return scalarType(shape, named, 'go', (item) => `[]${goType(item, named)}`);
}

function go(named: Named): string {
  const body = named
    .map(({ name, object }) => {
      const used = new Set<string>();
      const lines = [...object.fields].map(([key, field]) => {
        let fieldName = pascalCase(key, 'Field')
          .replace(/^Id$/, 'ID')
          .replace(/Id$/, 'ID')
          .replace(/Url$/, 'URL');
        while (used.has(fieldName)) fieldName += '_';
        used.add(fieldName);
        const optional = field.seen < object.samples || field.shape.null;
        let type = goType(field.shape, named);
        if (optional && type !== 'any' && !type.startsWith('[]')) type = '*' + type;
        const tag = `\`json:"${key.replace(/[`"]/g, '')}${optional ? ',omitempty' : ''}"\``;
        return `\t${fieldName} ${type} ${tag}`;
      });
      return `type ${name} struct {\n${lines.join('\n')}\n}`;
    })
    .join('\n\n');
  return body.includes('json.Number') ? `import "encoding/json"\n\n${body}` : body;
}

function javaType(shape: Shape, named: Named): string {
  return scalarType(shape, named, 'java', (item) => `List<${javaType(item, named)}>`);
}

function java(named: Named): string {
  const body = named
    .map(({ name, object }) => {
      const used = new Set<string>();
      const lines = [...object.fields].map(([key, field]) => {
        let fieldName = camelCase(key, 'field');
        while (used.has(fieldName)) fieldName += '_';
        used.add(fieldName);
        const annotation =
          fieldName === key ? '' : `    @JsonProperty("${key.replace(/["\\]/g, '\\$&')}")\n`;
        return `${annotation}    private ${javaType(field.shape, named)} ${fieldName};`;
      });
      return `public class ${name} {\n${lines.join('\n')}\n}`;
    })
    .join('\n\n');
  const imports: string[] = [];
  if (body.includes('List<')) imports.push('import java.util.List;');
  if (body.includes('BigInteger')) imports.push('import java.math.BigInteger;');
  if (body.includes('BigDecimal')) imports.push('import java.math.BigDecimal;');
  if (body.includes('@JsonProperty'))
    imports.push('import com.fasterxml.jackson.annotation.JsonProperty;');
  return imports.length ? `${imports.join('\n')}\n\n${body}` : body;
}

function csharpType(shape: Shape, named: Named): string {
  return scalarType(shape, named, 'csharp', (item) => `List<${csharpType(item, named)}>`);
}

const CSHARP_VALUE_TYPES = new Set(['long', 'double', 'decimal', 'bool', 'BigInteger']);

function csharp(named: Named): string {
  const body = named
    .map(({ name, object }) => {
      const used = new Set<string>([name]);
      const lines = [...object.fields].map(([key, field]) => {
        let propName = pascalCase(key, 'Field');
        while (used.has(propName)) propName += '_';
        used.add(propName);
        let type = csharpType(field.shape, named);
        const optional = field.seen < object.samples || field.shape.null;
        if (optional && CSHARP_VALUE_TYPES.has(type)) type += '?';
        return `    [JsonPropertyName("${key.replace(/["\\]/g, '\\$&')}")]\n    public ${type} ${propName} { get; set; }`;
      });
      return `public class ${name}\n{\n${lines.join('\n\n')}\n}`;
    })
    .join('\n\n');
  const usings = ['using System.Collections.Generic;', 'using System.Text.Json.Serialization;'];
  if (body.includes('BigInteger')) usings.push('using System.Numerics;');
  return `${usings.join('\n')}\n\n${body}`;
}

/** Type declarations from a sample document (arrays of objects merge into one type). */
export function generateTypes(
  value: JsonValue,
  language: TypeLanguage,
  options: TypeOptions = {},
): string {
  const rootName = pascalCase(options.rootName ?? 'Root', 'Root');
  const shape = inferShape(value);
  const named = nameObjects(shape, rootName);
  if (named.length === 0) {
    const alias = {
      typescript: `export type ${rootName} = ${tsType(shape, named)};`,
      go: `type ${rootName} ${goType(shape, named)}`,
      java: `// ${rootName}: ${javaType(shape, named)}`,
      csharp: `// ${rootName}: ${csharpType(shape, named)}`,
    };
    return alias[language];
  }
  const emit = { typescript, go, java, csharp }[language];
  const text = emit(named);
  if (language === 'typescript' && !shape.object)
    return `${text}\n\nexport type ${rootName} = ${tsType(shape, named)};`;
  return text;
}
