import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { encodeQr } from './encode';
import { geoProblems } from './templates';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
/** Words users may type in a CSV header; core matches them and never shows them. */
const RECOGNISED_INPUT = new Set(['NAME_HEADERS', 'CONTENT_HEADERS']);

/** Every string or template literal in a core module, with the constant it belongs to. */
function literals(file: string): { text: string; owner?: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: { text: string; owner?: string; line: number }[] = [];
  const visit = (node: ts.Node, owner?: string) => {
    const name =
      ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) ? node.name.text : owner;
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node))
      found.push({
        text: node.text,
        owner: name,
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      });
    node.forEachChild((child) => visit(child, name));
  };
  visit(source);
  return found;
}

describe('core speaks in codes, not sentences', () => {
  const dir = import.meta.dirname;
  const modules = readdirSync(dir).filter(
    (name) => name.endsWith('.ts') && !name.includes('.test.'),
  );

  it('no core module holds Chinese text it could return or throw', () => {
    expect(modules.length).toBeGreaterThan(5);
    const offending = modules.flatMap((name) =>
      literals(join(dir, name))
        .filter((literal) => CJK.test(literal.text) && !RECOGNISED_INPUT.has(literal.owner ?? ''))
        .map((literal) => `${name}:${literal.line} ${literal.text}`),
    );
    expect(offending).toEqual([]);
  });

  it('the scan sees Chinese in a literal (so the test above can fail)', () => {
    const probe = join(dir, 'batch.ts');
    expect(literals(probe).some((literal) => CJK.test(literal.text))).toBe(true);
  });

  it('errors carry a code and the values their message needs', () => {
    expect(() => encodeQr('', { errorLevel: 'M' })).toThrow(
      expect.objectContaining({ code: 'empty' }),
    );
    try {
      encodeQr('a'.repeat(2332), { errorLevel: 'M' });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        code: 'capacity',
        params: { used: 2332, max: 2331, excess: 1, level: 'M' },
      });
      expect(CJK.test((error as Error).message)).toBe(false);
    }
    expect(geoProblems({ latitude: '', longitude: '0' })).toEqual([
      { code: 'geoRange', params: { field: 'latitude', min: -90, max: 90 } },
    ]);
  });
});
