import type { Shape } from './shape';

/** Something a user of the generated code must know, also said in a comment beside the field. */
export interface TypeNote {
  /** Where in the sample (`$.items[*].id`). */
  path: string;
  /** `wideNumber`: a number needs a wider type than usual; `unmappableKey`: the key cannot be
   * named by the language's JSON library and the field is left out of (de)serialisation. */
  code: 'wideNumber' | 'unmappableKey';
  params: { example?: string; type?: string; key?: string };
}

/** A field's type in one language; `why` explains a wider type than usual, for a comment. */
export interface Typed {
  type: string;
  why?: { text: string; shape: Shape };
}

export interface Generated {
  text: string;
  notes: TypeNote[];
}

/** Collects notes and gives the comment lines that go above a field. */
export class NoteBook {
  readonly notes: TypeNote[] = [];

  /** Comment lines (`//` style) for a field typed `typed`, recording the note once. */
  commentFor(typed: Typed, indent: string): string[] {
    if (!typed.why) return [];
    const { shape, text } = typed.why;
    this.notes.push({
      path: shape.path,
      code: 'wideNumber',
      params: { example: shape.wideExample ?? '', type: typed.type },
    });
    return [`${indent}// ${text}`];
  }

  unmappable(shape: Shape, key: string, indent: string, text: string): string[] {
    this.notes.push({ path: shape.path, code: 'unmappableKey', params: { key } });
    return [`${indent}// ${text}`];
  }
}

/** Wraps an item type, keeping the reason a number inside it is wide. */
export function wrapped(item: Typed, type: string): Typed {
  return { type, why: item.why };
}

export type Dialect = 'java' | 'csharp' | 'kotlin' | 'go' | 'rust';

function hex(code: number, width: number): string {
  return code.toString(16).toUpperCase().padStart(width, '0');
}

/**
 * A string literal holding `text` exactly in each language's syntax. Java turns `\u000a` into a
 * line break before it reads a string, so control characters use octal there; Go and Rust
 * strings cannot hold a lone surrogate, which their JSON libraries read as U+FFFD anyway.
 */
export function quoted(text: string, dialect: Dialect): string {
  let out = '"';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const control = code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029;
    const surrogate = code >= 0xd800 && code <= 0xdfff;
    if (char === '"' || char === '\\' || (char === '$' && dialect === 'kotlin')) out += '\\' + char;
    else if (!control && !surrogate) out += char;
    else if (dialect === 'java' && code < 0x80) out += '\\' + code.toString(8).padStart(3, '0');
    else if (dialect === 'rust') out += `\\u{${hex(surrogate ? 0xfffd : code, 1)}}`;
    else out += `\\u${hex(surrogate && dialect === 'go' ? 0xfffd : code, 4)}`;
  }
  return out + '"';
}
