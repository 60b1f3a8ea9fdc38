import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';
import { SECURITY_HEADERS, cacheControlFor } from './headers.mjs';

const root = process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));

/** Builds the request handler: security headers, compression, static files, history fallback. */
export function createHandler(directory = root) {
  const files = sirv(directory, {
    single: true, // unknown paths get index.html; the client router redirects them to '/'
    etag: true,
    gzip: false,
    brotli: false,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });
  const compress = compression();
  return (req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    compress(req, res, () => {
      files(req, res, () => {
        res.statusCode = 404;
        res.end('Not found');
      });
    });
  };
}

export function startServer({ port = 4173, host = '127.0.0.1', directory = root } = {}) {
  if (!existsSync(directory))
    throw new Error(`No build found at ${directory}: run "npm run build" first.`);
  const server = createServer(createHandler(directory));
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? '127.0.0.1';
  const server = await startServer({ port, host });
  const address = server.address();
  console.log(
    `工具箱 is served at http://${host}:${typeof address === 'object' && address ? address.port : port}/`,
  );
}
