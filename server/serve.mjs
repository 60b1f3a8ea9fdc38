import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';
import { REVALIDATE, SECURITY_HEADERS, cacheControlFor } from './headers.mjs';

/** `npm start`'s port. `npm test` serves on its own (playwright.config.ts), so both can run. */
export const DEFAULT_PORT = 4173;

const defaultRoot = process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));

/** Pathname as sirv sees it (query dropped, percent-escapes decoded when valid). */
function pathnameOf(url = '/') {
  const pathname = url.split(/[?#]/, 1)[0] || '/';
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

function notFound(res) {
  res.statusCode = 404;
  res.setHeader('Cache-Control', REVALIDATE);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not found');
}

/**
 * Builds the request handler: security headers, compression (the build's own compressed copies,
 * else on the fly), static files, history fallback.
 * A path that names a file (it has an extension, or lies under /assets/) and does not exist
 * is a 404, so a missing chunk, sw.js or icon fails as a load error instead of getting HTML;
 * every other path gets index.html and the client router redirects unknown ones to '/'.
 */
export function createHandler(directory = defaultRoot) {
  // sirv's `single` mode already refuses to fall back for paths with a file extension. The
  // build writes each compressible file brotli'd and gzipped beside itself (build/precompress.ts):
  // sirv sends the copy the browser accepts, and compression() leaves an encoded body alone.
  const precompressed = { etag: true, brotli: true, gzip: true };
  const app = sirv(directory, { ...precompressed, single: true });
  const assets = sirv(join(directory, 'assets'), precompressed);
  const compress = compression();
  return (req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.setHeader('Cache-Control', REVALIDATE);
      res.end();
      return;
    }
    const pathname = pathnameOf(req.url);
    // Set before sirv answers so that 304 responses carry it too.
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    compress(req, res, () => {
      if (pathname.startsWith('/assets/')) {
        req.url = req.url.slice('/assets'.length);
        assets(req, res, () => notFound(res));
      } else {
        app(req, res, () => notFound(res));
      }
    });
  };
}

/** Listens on host:port (0 = any free port) and resolves with the listening server. */
export function startServer({
  port = DEFAULT_PORT,
  host = '127.0.0.1',
  directory = defaultRoot,
} = {}) {
  if (!existsSync(join(directory, 'index.html')))
    throw new Error(`No build found at ${directory}: run "npm run build" first.`);
  const server = createServer(createHandler(directory));
  return new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} is already in use: set PORT to a free port.`)
          : error,
      ),
    );
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  const host = process.env.HOST ?? '127.0.0.1';
  try {
    const server = await startServer({ port, host });
    console.log(`工具箱 is served at http://${host}:${server.address().port}/`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
