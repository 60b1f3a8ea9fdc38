import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

let directory: string;
afterEach(() => rmSync(directory, { recursive: true, force: true }));

function build(files: Record<string, string | Buffer>) {
  directory = mkdtempSync(join(tmpdir(), 'precompress-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(directory, name, '..'), { recursive: true });
    writeFileSync(join(directory, name), content);
  }
}
const names = (folder = '.') => readdirSync(join(directory, folder)).sort();

describe('precompressDirectory', () => {
  const script = `export const text = ${JSON.stringify('比价器 unit price '.repeat(500))};`;

  it('writes a brotli and a gzip copy beside each compressible file, each the same bytes once decoded', async () => {
    const page = `<!doctype html>${'<p>工具箱</p>'.repeat(300)}`;
    build({ 'index.html': page, 'assets/index-Ab12.js': script, 'tool/compare.html': page });
    await precompressDirectory(directory);
    expect(names()).toEqual(['assets', 'index.html', 'index.html.br', 'index.html.gz', 'tool']);
    expect(names('assets')).toEqual(['index-Ab12.js', 'index-Ab12.js.br', 'index-Ab12.js.gz']);
    expect(names('tool')).toEqual(['compare.html', 'compare.html.br', 'compare.html.gz']);
    const file = join(directory, 'assets/index-Ab12.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
  });

  it('rewrites the copies of a file built again, and removes those its new content does not get', async () => {
    build({ 'assets/a.js': script });
    await precompressDirectory(directory);
    const file = join(directory, 'assets/a.js');
    const next = script.replace('比价器', '工具箱');
    writeFileSync(file, next);
    await precompressDirectory(directory);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(next);
    writeFileSync(file, randomBytes(8192));
    await precompressDirectory(directory);
    expect(names('assets')).toEqual(['a.js']);
  });

  it('leaves alone what gains nothing: tiny files, images, random bytes, the build manifest', async () => {
    build({
      'version.json': '{"entry":"/assets/index-Ab12.js"}',
      'icons/icon-192.png': randomBytes(4096),
      'assets/model.onnx': randomBytes(64 * 1024),
      '.vite/manifest.json': JSON.stringify({ entry: script }),
    });
    await precompressDirectory(directory);
    expect(names()).toEqual(['.vite', 'assets', 'icons', 'version.json']);
    expect(names('assets')).toEqual(['model.onnx']);
    expect(names('icons')).toEqual(['icon-192.png']);
    expect(names('.vite')).toEqual(['manifest.json']);
  });
});
