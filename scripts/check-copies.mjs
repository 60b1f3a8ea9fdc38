// `npm run test:budget` (after the budgets): the build's compressed copies (x.br, x.gz, written
// by build/precompress.ts) are what npm start and nginx send in place of their files, so a copy
// that does not decode to its file would be served as if it were that file. Checks every copy
// of the built dist/ against its file, and that the pages and the service worker have theirs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const DECODE = { '.br': brotliDecompressSync, '.gz': gunzipSync };
/** Files every build has, each well over the size that gets copies. */
const ALWAYS_COPIED = ['index.html', 'sw.js'];

/** What is wrong with the copies under `root`, one line each, and how many were checked. */
export function checkCopies(root) {
  const problems = [];
  let checked = 0;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const decode = DECODE[entry.name.slice(-3)];
    if (!entry.isFile() || !decode) continue;
    const copy = join(entry.parentPath, entry.name);
    const file = copy.slice(0, -3);
    const name = relative(root, copy);
    checked += 1;
    if (!existsSync(file)) {
      problems.push(`${name}: ${relative(root, file)} is not there`);
      continue;
    }
    let decoded;
    try {
      decoded = decode(readFileSync(copy));
    } catch {
      problems.push(`${name}: does not decode`);
      continue;
    }
    if (!decoded.equals(readFileSync(file)))
      problems.push(`${name}: is not ${relative(root, file)} (changed after the build?)`);
  }
  for (const file of ALWAYS_COPIED)
    for (const suffix of Object.keys(DECODE))
      if (!existsSync(join(root, file + suffix))) problems.push(`${file}${suffix} is missing`);
  return { problems, checked };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = resolve(process.env.BUNDLE_DIR ?? process.env.E2E_DIST ?? 'dist');
  const { problems, checked } = checkCopies(root);
  if (problems.length > 0) {
    console.error(
      `The build's compressed copies do not match it (rebuild with npm run build):\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`${checked} compressed copies in ${root}, each its file once decoded.`);
}
