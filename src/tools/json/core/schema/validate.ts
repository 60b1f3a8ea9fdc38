/**
 * JSON Schema validation, run in the JSON worker (loaded there by `import()` on first use).
 *
 * Why @cfworker/json-schema and not Ajv: Ajv compiles every schema to JavaScript with
 * `new Function`, which our Content-Security-Policy (`script-src 'self'`, no 'unsafe-eval',
 * server/headers.mjs) forbids on the page and in its workers alike; its standalone mode
 * generates code at build time, for schemas known then, not for schemas a user pastes. This
 * validator interprets the schema (no eval), covers drafts 4, 7, 2019-09 and 2020-12, and on
 * the official test suite passes more required cases than Ajv 8 (BENCHMARKS.md).
 */
import { dereference, validate, type Schema } from '@cfworker/json-schema';
import { canonicalNumber } from '../canonicalNumber';
import { JsonSyntaxError } from '../errors';
import { toPlain } from '../plain';
import { JsonNumber, JsonObject, parseTree, type JsonValue } from '../tree';
import { buildTreeIndex } from '../treeIndex';
import { resolveDraft } from './draft';
import { issuesOf, type LibraryError } from './issues';
import { pointerOf, spotsOf } from './locate';
import type { SchemaDraftChoice, SchemaFile, SchemaProblem, SchemaValidation } from './types';

export interface SchemaValidationRequest {
  /** The document's text (a syntax error in it throws JsonSyntaxError, marked in the editor). */
  document: string;
  lenient: boolean;
  files: readonly SchemaFile[];
  /** Which file the document is validated against; the others are there for `$ref`. */
  main: number;
  draft: SchemaDraftChoice;
}

/** Issues and inexact numbers sent to the page; their counts tell the rest. */
export const MAX_ISSUES = 500;
export const MAX_INEXACT = 20;

/** Files without `$id` are known by their name, read as a URI under this base (`a.json` -> file:///a.json). */
const FILE_BASE = 'file:///';

/** A file's name as a URI, the base its relative `$ref`s resolve against. */
export function fileUri(name: string): URL {
  return new URL(name, FILE_BASE);
}

type Lookup = Record<string, Schema | boolean>;

function nameOfUri(uri: string): string {
  return uri.startsWith(FILE_BASE) ? decodeURIComponent(uri.slice(FILE_BASE.length)) : uri;
}

/** Parses every schema file; a syntax error is a problem naming the file and where. */
function parseFiles(files: readonly SchemaFile[]): {
  schemas: unknown[];
  problems: SchemaProblem[];
} {
  const problems: SchemaProblem[] = [];
  const schemas = files.map((file) => {
    try {
      return toPlain(parseTree(file.text).value, { numbers: 'number' });
    } catch (error) {
      if (!(error instanceof JsonSyntaxError)) throw error;
      problems.push({
        code: 'schemaSyntax',
        params: {
          ...error.params,
          file: file.name,
          line: error.line,
          column: error.column,
          syntax: error.code,
        },
      });
      return undefined;
    }
  });
  return { schemas, problems };
}

/** The library's thrown errors (unknown `$ref`, two schemas with one URI, a bad regex) as problems. */
function problemOf(error: unknown): SchemaProblem {
  const message = error instanceof Error ? error.message : String(error);
  const unresolved = /^Unresolved \$ref "(.*?)"\.(?:\s+Absolute URI "(.*?)"\.)?/.exec(message);
  if (unresolved)
    return {
      code: 'refMissing',
      params: { ref: unresolved[1], target: nameOfUri(unresolved[2] ?? unresolved[1]) },
    };
  const duplicate = /^Duplicate schema URI "(.*)"\./.exec(message);
  if (duplicate) return { code: 'duplicateId', params: { id: nameOfUri(duplicate[1]) } };
  return { code: 'schemaUnusable', params: { detail: message.split('\n')[0] } };
}

/** Numbers whose value a double does not hold (the validator compares doubles). */
function inexactNumbers(value: JsonValue): { pointer: string; written: string; seenAs: string }[] {
  const found: { pointer: string; written: string; seenAs: string }[] = [];
  const work: [JsonValue, string[]][] = [[value, []]];
  while (work.length > 0) {
    const [node, steps] = work.pop()!;
    if (node instanceof JsonNumber) {
      const seen = node.toNumber();
      if (!Number.isFinite(seen) || canonicalNumber(String(seen)) !== canonicalNumber(node.raw))
        found.push({ pointer: pointerOf(steps), written: node.raw, seenAs: String(seen) });
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i -= 1) work.push([node[i], [...steps, String(i)]]);
    } else if (node instanceof JsonObject) {
      for (let i = node.entries.length - 1; i >= 0; i -= 1)
        work.push([node.entries[i][1], [...steps, node.entries[i][0]]]);
    }
  }
  return found;
}

/** Validates the document against the main schema, `$ref`s resolved across all the files. */
export function validateAgainstSchema(request: SchemaValidationRequest): SchemaValidation {
  const { document, lenient } = request;
  // A blank file beside the main one is a schema not written yet: it is left out, not an error.
  const files = request.files.filter((file, i) => i === request.main || file.text.trim() !== '');
  const main = files.indexOf(request.files[request.main]);
  const tree = parseTree(document, { lenient }).value;
  const { schemas, problems } = parseFiles(files);
  const { draft, fromSchema } = resolveDraft(schemas[main], request.draft);
  const empty = { draft, fromSchema, issues: [], issueCount: 0, inexact: [], inexactCount: 0 };
  if (problems.length > 0) return { ...empty, problems };
  const mainSchema = schemas[main];
  if (
    typeof mainSchema !== 'boolean' &&
    (typeof mainSchema !== 'object' || mainSchema === null || Array.isArray(mainSchema))
  )
    return {
      ...empty,
      problems: [{ code: 'schemaNotObject', params: { file: files[main].name } }],
    };

  const instance = toPlain(tree, { numbers: 'number' });
  let errors: LibraryError[];
  const lookup: Lookup = Object.create(null) as Lookup;
  try {
    // A file is known by its `$id` and by its name (the name is the base of a file without `$id`).
    const order = [...schemas.keys()].filter((i) => i !== main).concat(main);
    for (const i of order) {
      const byName = fileUri(files[i].name).href;
      dereference(schemas[i] as Schema, lookup, fileUri(files[i].name));
      if (lookup[byName] === undefined) lookup[byName] = schemas[i] as Schema;
    }
    errors = validate(instance, mainSchema as Schema, draft, lookup, false).errors;
  } catch (error) {
    return { ...empty, problems: [problemOf(error)] };
  }

  const raw = issuesOf(errors, mainSchema, lookup, instance);
  const inexact = inexactNumbers(tree);
  const shownIssues = raw.slice(0, MAX_ISSUES);
  const shownInexact = inexact.slice(0, MAX_INEXACT);
  const index = buildTreeIndex(document, { lenient });
  const spots = spotsOf(
    index,
    document,
    [...shownIssues, ...shownInexact].map((item) => item.pointer),
  );
  const issues = shownIssues
    .map((issue, i) => ({ ...spots[i], code: issue.code, params: issue.params }))
    .sort((a, b) => a.offset - b.offset);
  return {
    draft,
    fromSchema,
    problems: [],
    issues,
    issueCount: raw.length,
    inexact: shownInexact.map((number, i) => ({
      ...spots[shownIssues.length + i],
      written: number.written,
      seenAs: number.seenAs,
    })),
    inexactCount: inexact.length,
  };
}
