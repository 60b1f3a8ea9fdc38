/** Drafts the validator knows; 'auto' reads the main schema's `$schema`. */
export const SCHEMA_DRAFTS = ['auto', '2020-12', '2019-09', '7', '4'] as const;
export type SchemaDraftChoice = (typeof SCHEMA_DRAFTS)[number];
export type SchemaDraft = Exclude<SchemaDraftChoice, 'auto'>;

/** One schema as the user gave it: pasted into a tab or opened from disk. */
export interface SchemaFile {
  name: string;
  text: string;
}

/** Values a message shows; all language-neutral (numbers, names, the user's own text). */
export type SchemaParams = Record<string, string | number>;

/** Where in the document something is: JSON pointer, JSONPath for display, and the text position. */
export interface DocumentSpot {
  pointer: string;
  path: string;
  /** 0-based UTF-16 offset (what the editor addresses); line and column are 1-based. */
  offset: number;
  line: number;
  column: number;
}

/** A place where the document breaks the schema; `code` names the catalogue entry. */
export interface SchemaIssue extends DocumentSpot {
  code: string;
  params: SchemaParams;
}

/**
 * A reason the schemas could not be used at all (a syntax error in one, a `$ref` to nothing,
 * two files with one `$id`): nothing was validated.
 */
export interface SchemaProblem {
  code: string;
  params: SchemaParams;
}

/** A number the validator saw as a double that differs from what is written. */
export interface InexactNumber extends DocumentSpot {
  written: string;
  seenAs: string;
}

export interface SchemaValidation {
  /** The draft used, and whether it came from `$schema` (false: chosen or the default). */
  draft: SchemaDraft;
  fromSchema: boolean;
  problems: SchemaProblem[];
  /** The first issues (in document order); `issueCount` is how many in all. */
  issues: SchemaIssue[];
  issueCount: number;
  inexact: InexactNumber[];
  inexactCount: number;
}
