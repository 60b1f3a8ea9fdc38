import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SchemaFile } from './types';
import { validateAgainstSchema } from './validate';

/**
 * Runs the official JSON Schema Test Suite (vendored in testdata/json-schema-test-suite, the
 * required tests of draft 2020-12 and draft-07 with the remote schemas they reference) through
 * our validate function, as the worker calls it: the document and every schema as text.
 */
export const SUITE_DIR = join(
  import.meta.dirname,
  '../../../../../testdata/json-schema-test-suite',
);

export type SuiteDraft = 'draft2020-12' | 'draft7';

interface SuiteGroup {
  description: string;
  schema: unknown;
  tests: { description: string; data: unknown; valid: boolean }[];
}

/** The remote schemas, named by the URL the suite serves them at. */
function remotesFor(draft: SuiteDraft): SchemaFile[] {
  const root = join(SUITE_DIR, 'remotes');
  const files: SchemaFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      const name = relative(root, path);
      // Each draft's own folder, and the shared ones at the top.
      if (/^draft/.test(name) && !name.startsWith(draft)) continue;
      if (statSync(path).isDirectory()) walk(path);
      else files.push({ name: `http://localhost:1234/${name}`, text: readFileSync(path, 'utf8') });
    }
  };
  walk(root);
  return files;
}

/** `file | group | test`, the name a known failure is listed by. */
export function caseName(file: string, group: string, test: string): string {
  return `${file} | ${group} | ${test}`;
}

export interface SuiteOutcome {
  passed: number;
  failed: string[];
}

export function runSuite(draft: SuiteDraft): SuiteOutcome {
  const remotes = remotesFor(draft);
  const dir = join(SUITE_DIR, 'tests', draft);
  const outcome: SuiteOutcome = { passed: 0, failed: [] };
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const groups = JSON.parse(readFileSync(join(dir, file), 'utf8')) as SuiteGroup[];
    for (const group of groups) {
      const schemaText = JSON.stringify(group.schema);
      // Remote schemas only where the schema reaches for them: parsing them is most of the time.
      const files = [
        { name: 'schema.json', text: schemaText },
        ...(schemaText.includes('localhost:1234') ? remotes : []),
      ];
      for (const test of group.tests) {
        const result = validateAgainstSchema({
          document: JSON.stringify(test.data),
          lenient: false,
          files,
          main: 0,
          draft: draft === 'draft7' ? '7' : '2020-12',
        });
        const valid = result.problems.length === 0 && result.issueCount === 0;
        if (valid === test.valid) outcome.passed += 1;
        else outcome.failed.push(caseName(file, group.description, test.description));
      }
    }
  }
  return outcome;
}
