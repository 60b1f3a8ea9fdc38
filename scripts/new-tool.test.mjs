import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addMessageKeys, addRegistryEntry, parseArgs, scaffoldFiles } from './new-tool.mjs';

const registry = readFileSync(new URL('../src/tools/registry.ts', import.meta.url), 'utf8');
const messages = readFileSync(new URL('../src/app/i18n/appMessages.ts', import.meta.url), 'utf8');
const spec = parseArgs(['base64', '--path=base64Convert', '--zh=Base64编码', '--en=Base64']);

describe('npm run new-tool', () => {
  it('rejects an id that cannot be a folder and a component name', () => {
    expect(() => parseArgs(['Bad-id'])).toThrow(/用法/);
    expect(() => parseArgs([])).toThrow(/用法/);
  });

  it('scaffolds core with a unit test, messages, a page and an e2e spec', () => {
    expect(Object.keys(scaffoldFiles(spec)).sort()).toEqual([
      'e2e/base64.spec.ts',
      'src/tools/base64/Base64Page.tsx',
      'src/tools/base64/core/index.test.ts',
      'src/tools/base64/core/index.ts',
      'src/tools/base64/messages.ts',
    ]);
  });

  it('adds a lazily loaded registry entry with its path', () => {
    const next = addRegistryEntry(registry, spec);
    expect(next).toContain("path: '/tool/base64Convert'");
    expect(next).toContain("load: () => import('./base64/Base64Page')");
    expect(next).toMatch(/import \{\n {2}ToolOutlined,/);
    expect(() => addRegistryEntry(next, spec)).toThrow(/已有工具/);
  });

  it('adds title and description keys to both catalogues', () => {
    const next = addMessageKeys(messages, spec);
    expect(next).toContain("'tool.base64.title': 'Base64编码'");
    expect(next).toContain("'tool.base64.title': 'Base64'");
    expect(next.match(/'tool\.base64\.description'/g)).toHaveLength(2);
  });
});
