import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory } from '../build/precompress.ts';
import { startServer } from './serve.mjs';
import { IMMUTABLE, REVALIDATE, SECURITY_HEADERS } from './headers.mjs';

// A JS chunk big enough (> 1 KB) for compression to apply.
const CHUNK = `export const words = ${JSON.stringify('工具箱 '.repeat(2000))};\n`;
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const COMPARE_PAGE = `<!doctype html><html data-prerendered="/tool/compare"><body><div id="root">${'<p>比价器</p>'.repeat(200)}</div></body></html>`;

let directory;
let server;
let port;

/** A raw HTTP call: node's fetch would decompress and hide what the server sent. */
function call(path, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const parts = [];
      res.on('data', (part) => parts.push(part));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'serve-test-'));
  mkdirSync(join(directory, 'assets'));
  writeFileSync(join(directory, 'index.html'), INDEX);
  mkdirSync(join(directory, 'tool'));
  writeFileSync(join(directory, 'tool', 'compare.html'), COMPARE_PAGE);
  writeFileSync(join(directory, 'assets', 'index-Ab12Cd34.js'), CHUNK);
  writeFileSync(join(directory, 'assets', 'reader-Ef56.wasm'), Buffer.alloc(4096, 7));
  writeFileSync(join(directory, 'manifest.webmanifest'), '{"name":"工具箱"}');
  writeFileSync(join(directory, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(directory, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js");');
  writeFileSync(join(directory, 'version.json'), '{"entry":"/assets/index-Ab12Cd34.js"}\n');
  // As the build does (build/precompress.ts); one chunk without copies, compressed per request.
  await precompressDirectory(directory);
  writeFileSync(join(directory, 'assets', 'late-Gh78.js'), CHUNK);
  server = await startServer({ port: 0, directory });
  port = server.address().port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(directory, { recursive: true, force: true });
});

describe('npm start server', () => {
  it('sends every security header on pages, assets and errors', async () => {
    for (const path of ['/', '/assets/index-Ab12Cd34.js', '/assets/missing.js', '/x.png']) {
      const { headers } = await call(path);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    }
  });

  it('falls back to index.html for client routes, never cached', async () => {
    for (const path of ['/', '/tool/qrGenerate', '/no/such/page']) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type']).toBe('text/html;charset=utf-8');
      expect(response.headers['cache-control']).toBe(REVALIDATE);
      expect(response.body.toString()).toBe(INDEX);
    }
  });

  it("serves a tool's prerendered page at its path, with or without a query", async () => {
    for (const path of ['/tool/compare', '/tool/compare?s=abc']) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type']).toBe('text/html;charset=utf-8');
      expect(response.headers['cache-control']).toBe(REVALIDATE);
      expect(response.body.toString()).toBe(COMPARE_PAGE);
    }
  });

  it('caches hashed assets for a year and gzips them on GET', async () => {
    const response = await call('/assets/index-Ab12Cd34.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-type']).toBe('text/javascript');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.length).toBeLessThan(Buffer.byteLength(CHUNK) / 10);
    expect(gunzipSync(response.body).toString()).toBe(CHUNK);
  });

  it("sends the build's brotli copy to a browser that accepts it, its gzip copy to one that only takes gzip", async () => {
    const copies = [
      ['/assets/index-Ab12Cd34.js', CHUNK, 'text/javascript'],
      ['/tool/compare?s=abc', COMPARE_PAGE, 'text/html;charset=utf-8'],
    ];
    for (const [path, text, type] of copies) {
      const br = await call(path, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(br.headers['content-type']).toBe(type);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      expect(brotliDecompressSync(br.body).toString()).toBe(text);
      const gz = await call(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(text);
      // Brotli at its strongest: smaller than the gzip copy.
      expect(br.body.length).toBeLessThan(gz.body.length);
    }
  });

  it('compresses a file the build left without copies on the fly', async () => {
    const response = await call('/assets/late-Gh78.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(response.body).toString()).toBe(CHUNK);
  });

  it('sends plain bytes to a client that does not accept gzip', async () => {
    const response = await call('/assets/index-Ab12Cd34.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(CHUNK);
  });

  it('serves WebAssembly and the web manifest with their MIME types, compressed', async () => {
    const wasm = await call('/assets/reader-Ef56.wasm', { headers: { 'accept-encoding': 'gzip' } });
    expect(wasm.headers['content-type']).toBe('application/wasm');
    expect(wasm.headers['content-encoding']).toBe('gzip');
    const manifest = await call('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe(REVALIDATE);
  });

  it('never lets the service worker files be cached', async () => {
    for (const path of ['/sw.js', '/registerSW.js']) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript');
      expect(response.headers['cache-control'], path).toBe(REVALIDATE);
    }
  });

  it('serves the build identity (/version.json) as JSON that is never cached', async () => {
    const response = await call('/version.json');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(JSON.parse(response.body.toString())).toEqual({ entry: '/assets/index-Ab12Cd34.js' });
  });

  it('answers 404, not index.html, for a missing chunk or file', async () => {
    for (const path of ['/assets/index-Gone.js', '/assets/chunk', '/assets/', '/missing.js']) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(response.headers['cache-control'], path).toBe(REVALIDATE);
      expect(response.body.toString()).not.toContain('<div id="root">');
    }
  });

  it('does not serve files outside the build folder', async () => {
    for (const path of ['/../package.json', '/assets/../../etc/passwd', '/%2e%2e/etc/passwd']) {
      const response = await call(path);
      expect(response.body.toString(), path).not.toMatch(/root:|"name"/);
    }
  });

  it('answers HEAD with headers and no body', async () => {
    const response = await call('/assets/index-Ab12Cd34.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-security-policy']).toBe(
      SECURITY_HEADERS['Content-Security-Policy'],
    );
    expect(response.body.length).toBe(0);
  });

  it('revalidates with the ETag and keeps the cache header on 304', async () => {
    const first = await call('/assets/index-Ab12Cd34.js');
    const second = await call('/assets/index-Ab12Cd34.js', {
      headers: { 'if-none-match': first.headers.etag },
    });
    expect(second.status).toBe(304);
    expect(second.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await call('/', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('says clearly when the port is taken', async () => {
    await expect(startServer({ port, directory })).rejects.toThrow(/already in use/);
  });
});
