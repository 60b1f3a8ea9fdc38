import { JsonToolError } from '../errors';
import type { QueryChange } from '../query';
import { JsonNumber, JsonObject, parseTree, stringifyTree, type JsonValue } from '../tree';
import { jqError } from './jqErrors';
import { asWritten, collectInputNumbers, type InputNumbers } from './jqNumbers';
import { computedWith } from './jqSignature';

/** The part of jq-wasm's handle used here: one run of jq on a text, as the CLI would do it. */
export interface JqEngine {
  raw(input: string, filter: string, flags: string[]): JqRun;
}

export interface JqRun {
  stdout: string;
  stderr: string;
  exitCode: number;
}

export interface JqResult {
  /** jq's outputs in order, at most `maxOutputs + 1` (one more says there are more). */
  outputs: JsonValue[];
  changes: QueryChange[];
}

/**
 * Runs `filter` with at most `max` outputs: jq stops generating after them, so `repeat(.)`
 * ends. The newline before `)` keeps a trailing `# comment` from swallowing it.
 */
export function limitedProgram(filter: string, max: number) {
  const prefix = `limit(${max}; `;
  return { prefix, program: `${prefix}${filter}\n)` };
}

/** A copy of the tree with some numbers replaced, built with a stack (any depth). */
function withNumbers(root: JsonValue, replace: Map<JsonNumber, JsonNumber>): JsonValue {
  const holder: JsonValue[] = [root];
  const work: [JsonValue[] | JsonObject['entries'][number], number][] = [[holder, 0]];
  while (work.length > 0) {
    const [into, at] = work.pop()!;
    const v = into[at] as JsonValue;
    if (v instanceof JsonNumber) into[at] = replace.get(v) ?? v;
    else if (Array.isArray(v)) {
      const array = [...v];
      into[at] = array;
      array.forEach((_, i) => work.push([array, i]));
    } else if (v instanceof JsonObject) {
      const object = new JsonObject(v.entries.map(([key, item]) => [key, item]));
      into[at] = object;
      for (const entry of object.entries) work.push([entry, 1]);
    }
  }
  return holder[0];
}

/** jq's outputs: with `-c` each is one line (strings escape their line breaks). */
function outputsOf(stdout: string): JsonValue[] {
  return stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => parseTree(line).value);
}

/**
 * Runs a jq filter on the lossless tree `value`. Numbers jq only moved show as written in the
 * input and keys keep jq's order (the input's); every input number whose double jq computed
 * with, where that changed a result, is listed as a change. An invalid filter or a runtime
 * error throws a JsonToolError (compile errors with their column).
 */
export function runJq(
  engine: JqEngine,
  value: JsonValue,
  expression: string,
  maxOutputs: number,
): JqResult {
  const filter = expression.trim();
  if (!filter) throw new JsonToolError('queryEmpty');
  const { prefix, program } = limitedProgram(filter, maxOutputs + 1);
  const numbers: InputNumbers = collectInputNumbers(value);
  const run = (input: string) => {
    const result = engine.raw(input, program, ['-c']);
    if (result.exitCode !== 0 && result.stderr !== '') {
      const error = jqError(result.stderr, filter, prefix);
      // Columns count in what the user typed, spaces before the filter included.
      const lead = expression.length - expression.trimStart().length;
      const { column } = error.params;
      if (typeof column === 'number' && lead > 0)
        throw new JsonToolError(error.code, { ...error.params, column: column + lead });
      throw error;
    }
    return outputsOf(result.stdout);
  };
  const outputs = run(stringifyTree(value));
  const changes = numbers.inexact.length
    ? computedWith(
        numbers.inexact,
        (nudges) => run(stringifyTree(withNumbers(value, nudges))),
        (texts) => engine.raw(`[${texts.join(',')}]`, '.[]', ['-c']).stdout.split('\n'),
      )
    : [];
  return {
    outputs: outputs.map((output) => asWritten(output, numbers.written)),
    changes,
  };
}
