import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../build/precompress.ts';
import { checkCopies } from './check-copies.mjs';

const page = `<!doctype html>${'<p>工具箱</p>'.repeat(300)}`;
const worker = `self.addEventListener('fetch', () => {}); // ${'precache '.repeat(300)}`;
let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function built() {
  root = mkdtempSync(join(tmpdir(), 'copies-'));
  writeFileSync(join(root, 'index.html'), page);
  writeFileSync(join(root, 'sw.js'), worker);
  await precompressDirectory(root);
}

describe('checkCopies', () => {
  it("accepts a build's own copies", async () => {
    await built();
    expect(checkCopies(root)).toEqual({ problems: [], checked: 4 });
  });

  it('names a file changed after the build, a copy without its file, and a missing copy', async () => {
    await built();
    writeFileSync(join(root, 'sw.js'), `${worker}\n// version 2\n`);
    writeFileSync(join(root, 'old.js.gz'), 'not gzip');
    rmSync(join(root, 'index.html.br'));
    expect(checkCopies(root).problems.sort()).toEqual([
      'index.html.br is missing',
      'old.js.gz: old.js is not there',
      'sw.js.br: is not sw.js (changed after the build?)',
      'sw.js.gz: is not sw.js (changed after the build?)',
    ]);
  });
});
