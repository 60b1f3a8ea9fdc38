import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Every compressible file of the build is written compressed beside itself, once, at the
 * strongest settings: `x.js.br` (brotli) and `x.js.gz` (gzip). `npm start` (sirv) and nginx
 * (brotli_static, gzip_static) send those as they are to a browser that accepts them.
 * Compressing per request is fast settings or none: at brotli quality 4 (what the compression
 * middleware sent Chromium) the home page's HTML, scripts and styles came to 265 KB, at quality
 * 11 they are 223 KB: 0.2 s less on a phone at 1.6 Mbit/s. A copy that no longer matches its
 * file would be sent in its place, so scripts/check-copies.mjs decodes every copy of the build.
 */
const SUFFIXES = ['.br', '.gz'] as const;
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|wasm|onnx|txt|xml|ico)$/;
/** As nginx's gzip_min_length: below this the headers outweigh the gain. */
const MIN_BYTES = 1024;
/**
 * Quality 11 costs about 2 s per MB here; a file this big (OCR's runtime and models, fetched
 * only by those who read a photo) gets quality 5: at most a fifth larger, in a 30th of the time.
 */
const LARGE_BYTES = 4 * 1024 * 1024;
/** A copy that saves less than this share is not worth a second file. */
const MIN_SAVING = 0.05;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return (
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      // Not under .vite/: the build's manifest is read by our scripts, not sent to browsers.
      .filter((entry) => !relative(directory, entry.parentPath).startsWith('.'))
      .map((entry) => join(entry.parentPath, entry.name))
  );
}

/** The compressed copies of one file: [suffix, bytes] for each that is worth writing. */
export async function compressedCopies(source: Buffer): Promise<[string, Buffer][]> {
  if (source.length < MIN_BYTES) return [];
  const quality = source.length > LARGE_BYTES ? 5 : constants.BROTLI_MAX_QUALITY;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const worth = (copy: Buffer) => copy.length <= source.length * (1 - MIN_SAVING);
  return ([br, gz].map((copy, index) => [SUFFIXES[index], copy]) as [string, Buffer][]).filter(
    ([, copy]) => worth(copy),
  );
}

/**
 * Writes the copies of every compressible file under `directory`, and removes a copy left from
 * an earlier run that its file no longer gets; returns how many files.
 */
export async function precompressDirectory(directory: string): Promise<number> {
  const files = await filesUnder(directory);
  // zlib's asynchronous calls run on libuv's pool: a few at a time use every core.
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const copies = new Map(await compressedCopies(await readFile(file)));
      await Promise.all(
        SUFFIXES.map((suffix) => {
          const copy = copies.get(suffix);
          return copy ? writeFile(file + suffix, copy) : rm(file + suffix, { force: true });
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return files.length;
}

/**
 * The build step, once every other plugin has written its files: `order: 'post'` runs this
 * closeBundle after vite-plugin-pwa's, which writes the service worker (its own plugin is
 * `enforce: 'post'` as this one is, but sets no order for that hook).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'toolbox-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        // A failed build keeps its own error, not one about an output it never wrote.
        if (!error && existsSync(outDir)) await precompressDirectory(outDir);
      },
    },
  };
}
