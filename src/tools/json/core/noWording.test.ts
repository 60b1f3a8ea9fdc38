import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { convertData, JsonSyntaxError, JsonToolError, parseJson, repairJson } from './index';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

/** Every string or template literal in a module (comments are not literals). */
function literals(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node))
      found.push({
        text: node.text,
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      });
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

function coreModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return coreModules(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('JSON core speaks in codes, not sentences', () => {
  const dir = import.meta.dirname;

  it('no core module holds Chinese text it could return or throw', () => {
    const modules = coreModules(dir);
    expect(modules.length).toBeGreaterThan(20);
    const offending = modules.flatMap((file) =>
      literals(file)
        .filter((literal) => CJK.test(literal.text))
        .map((literal) => `${relative(dir, file)}:${literal.line} ${literal.text}`),
    );
    expect(offending).toEqual([]);
  });

  it('the scan sees Chinese in a literal (so the test above can fail)', () => {
    expect(literals(join(dir, 'tools.test.ts')).some((literal) => CJK.test(literal.text))).toBe(
      true,
    );
  });

  it('syntax errors carry a code, its values and where, with no words', () => {
    const result = parseJson('{\n  "a": 1,\n  "b": [1, 2,],\n}');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toEqual({
      code: 'trailingComma',
      params: { closer: ']' },
      line: 3,
      column: 13,
      offset: 24,
      excerpt: { before: '  "b": [1, 2', at: ',', after: '],' },
    });
    const thrown = new JsonSyntaxError('[1,]', 2, 'trailingComma', { closer: ']' });
    expect(CJK.test(thrown.message)).toBe(false);
  });

  it('other failures carry a code and the values their message needs', async () => {
    await expect(convertData('[1]', 'json', 'toml')).rejects.toEqual(
      new JsonToolError('tomlNeedsObject'),
    );
    await expect(repairJson('{"a": 1}\n}x')).rejects.toMatchObject({
      code: 'repairUnexpectedChar',
      params: { line: 2, column: 2, char: '“x”' },
    });
  });
});
