import type { JsonValue } from '../tree';
import { csharp, CSHARP_NAMES, CSHARP_RESERVED } from './csharp';
import type { Generated } from './emit';
import { go, GO_NAMES } from './go';
import { java, JAVA_NAMES, JAVA_RESERVED } from './java';
import { kotlin, KOTLIN_NAMES, KOTLIN_RESERVED } from './kotlin';
import { identifierOf, type NameRules } from './naming';
import { rust, RUST_NAMES, RUST_RESERVED } from './rust';
import { inferShape, type Shape } from './shape';
import { typescript, TYPESCRIPT_NAMES } from './typescript';

export type { TypeNote } from './emit';

export type TypeLanguage = 'typescript' | 'go' | 'java' | 'csharp' | 'kotlin' | 'rust';

/** The declarations, and the file name they compile under (Java's public class names its file). */
export interface GeneratedFile extends Generated {
  fileName: string;
}

export interface TypeOptions {
  rootName?: string;
}

const LANGUAGES: Record<
  TypeLanguage,
  {
    emit: (root: Shape, rootName: string) => Generated;
    names: NameRules;
    reserved: string[];
    fileName: (rootName: string) => string;
  }
> = {
  typescript: {
    emit: typescript,
    names: TYPESCRIPT_NAMES,
    reserved: [],
    fileName: () => 'types.ts',
  },
  go: { emit: go, names: GO_NAMES, reserved: [], fileName: () => 'types.go' },
  java: { emit: java, names: JAVA_NAMES, reserved: JAVA_RESERVED, fileName: (n) => `${n}.java` },
  csharp: {
    emit: csharp,
    names: CSHARP_NAMES,
    reserved: CSHARP_RESERVED,
    fileName: (n) => `${n}.cs`,
  },
  kotlin: {
    emit: kotlin,
    names: KOTLIN_NAMES,
    reserved: KOTLIN_RESERVED,
    fileName: (n) => `${n}.kt`,
  },
  rust: { emit: rust, names: RUST_NAMES, reserved: RUST_RESERVED, fileName: () => 'types.rs' },
};

/**
 * Type declarations from a sample document, one file that compiles as it is (arrays of objects
 * merge into one type). Keys that are not names in the language keep their JSON spelling in an
 * annotation; numbers wider than the usual type get a wider one and a note.
 */
export function generateTypes(
  value: JsonValue,
  language: TypeLanguage,
  options: TypeOptions = {},
): GeneratedFile {
  const { emit, names, reserved, fileName } = LANGUAGES[language];
  let rootName = identifierOf(options.rootName?.trim() || 'Root', 'pascal', names, 'Root');
  if (reserved.some((name) => name.toLowerCase() === rootName.toLowerCase())) rootName += 'Type';
  return { ...emit(inferShape(value), rootName), fileName: fileName(rootName) };
}
