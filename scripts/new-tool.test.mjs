import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addActionChecks, addRegistryEntry, parseArgs, scaffoldFiles } from './new-tool.mjs';

const root = new URL('..', import.meta.url).pathname;
const registry = readFileSync(join(root, 'src/tools/registry.ts'), 'utf8');
const checks = readFileSync(join(root, 'e2e/actions/index.ts'), 'utf8');
const spec = parseArgs(['base64', '--path=base64Convert', '--zh=Base64编码', '--en=Base64']);

describe('npm run new-tool', () => {
  it('rejects an id that cannot be a folder and a component name', () => {
    expect(() => parseArgs(['Bad-id'])).toThrow(/用法/);
    expect(() => parseArgs([])).toThrow(/用法/);
  });

  it('scaffolds the tool shape: manifest, core with a unit test, catalogue, page, e2e and the action check', () => {
    expect(Object.keys(scaffoldFiles(spec)).sort()).toEqual([
      'e2e/actions/base64.ts',
      'e2e/base64.spec.ts',
      'src/tools/base64/Base64Page.tsx',
      'src/tools/base64/core/index.test.ts',
      'src/tools/base64/core/index.ts',
      'src/tools/base64/messages.ts',
      'src/tools/base64/tool.ts',
    ]);
    expect(scaffoldFiles(spec)['src/tools/base64/tool.ts']).toContain(
      "path: '/tool/base64Convert'",
    );
  });

  it('adds one line to the registry and one to the action walker', () => {
    const next = addRegistryEntry(registry, spec);
    expect(next).toContain("import { base64Tool } from './base64/tool';");
    expect(next).toMatch(/= \[[^\]]*compareTool, base64Tool\]/);
    expect(() => addRegistryEntry(next, spec)).toThrow(/已有工具/);
    const walker = addActionChecks(checks, spec);
    expect(walker).toContain("import { checks as base64 } from './base64';");
    expect(walker).toMatch(/ACTION_CHECKS[^=]+= \{[^}]*, base64 \}/);
  });

  it('a scaffolded tool passes the type check, the linter and its unit test', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'new-tool-'));
    try {
      for (const item of ['src', 'e2e', 'scripts', 'bench', 'server', 'build']) {
        cpSync(join(root, item), join(scratch, item), { recursive: true });
      }
      for (const file of [
        'package.json',
        'tsconfig.json',
        'tsconfig.app.json',
        'tsconfig.node.json',
        'eslint.config.js',
        'vite.config.ts',
        'playwright.config.ts',
        'index.html',
        '.prettierrc.json',
        '.prettierignore',
      ])
        cpSync(join(root, file), join(scratch, file));
      symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));
      writeFileSync(join(scratch, '.gitignore'), 'node_modules\n');
      const run = (command, args) =>
        execFileSync(command, args, { cwd: scratch, stdio: 'pipe', encoding: 'utf8' });
      run('node', ['scripts/new-tool.mjs', 'base64', '--zh=Base64编码', '--en=Base64']);
      run('npx', ['tsc', '-b', '--noEmit']);
      run('npx', ['eslint', 'src/tools/base64', 'e2e/actions', 'e2e/base64.spec.ts']);
      run('npx', ['prettier', '--check', 'src/tools/base64', 'e2e/actions', 'e2e/base64.spec.ts']);
      expect(run('npx', ['vitest', 'run', 'src/tools/base64'])).toMatch(/2 passed/);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 240_000);
});
