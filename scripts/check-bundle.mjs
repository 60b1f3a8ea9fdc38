// Fails when the production bundle can evaluate strings as code (eval, new Function,
// Function('…')): our CSP blocks them, so such code would break at run time, and they are
// an injection risk. A match may stay only with a written justification in ALLOWED below.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(process.env.BUNDLE_DIR ?? process.env.E2E_DIST ?? 'dist');

// `eval(`, `(0, eval)(`, `new Function(` and `Function(` called directly; `x.eval(` (a method
// of some object) and names that merely end in "Function" (`isFunction(`) are not matches.
const STRING_CODE = /(?<![\w$.])(?:eval\s*\)?\s*\(|(?:new\s+)?Function\s*\()/g;

function sourceContains(path, text) {
  const file = new URL(`../${path}`, import.meta.url);
  return existsSync(file) && readFileSync(file, 'utf8').includes(text);
}

/** Reviewed matches: file (relative to dist/), the code from the match on, and why it is safe. */
const ALLOWED = [
  {
    file: /^assets\/index-browser-esm-[\w-]+\.js$/,
    code: /^(?:new\s+)?Function\(\.\.\.[\w$]+,\s*[\w$]+\)\(\.\.\.[\w$]+\)/,
    why:
      "jsonpath-plus (its index-browser-esm build): only its `eval: 'native'` mode builds " +
      'filters with Function. src/tools/json/core/jsonPathLibrary.ts passes its own script class, which ' +
      "runs filters on jsonpath-plus's safe interpreter (safeVm.Script), so the line never runs, " +
      'and the CSP (no unsafe-eval) would block it if it did.',
    // The justification is checked, not trusted: the match is refused once this stops holding.
    holds: () =>
      sourceContains('src/tools/json/core/jsonPathLibrary.ts', 'eval: RecordingScript') &&
      sourceContains('src/tools/json/core/jsonPathLibrary.ts', 'new SafeScript(code)'),
  },
];

function* bundleFiles(directory) {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) yield* bundleFiles(path);
    else if (/\.(m?js|html)$/.test(name)) yield path;
  }
}

let files = 0;
const refused = [];
const allowed = [];
for (const path of bundleFiles(root)) {
  files += 1;
  const file = relative(root, path);
  const text = readFileSync(path, 'utf8');
  for (const match of text.matchAll(STRING_CODE)) {
    const code = text.slice(match.index, match.index + 120);
    const excerpt = text
      .slice(Math.max(0, match.index - 60), match.index + 60)
      .replace(/\s+/g, ' ');
    const reason = ALLOWED.find(
      (entry) => entry.file.test(file) && entry.code.test(code) && entry.holds(),
    );
    (reason ? allowed : refused).push({ file, excerpt, why: reason?.why });
  }
}

if (files === 0) {
  console.error(`No bundle at ${root}: run "npm run build" first.`);
  process.exit(1);
}
for (const { file, excerpt, why } of allowed)
  console.log(`allowed  ${file}: …${excerpt}…\n         ${why}`);
if (refused.length > 0) {
  console.error(
    `The bundle evaluates strings as code (blocked by our CSP) in ${refused.length} place(s):`,
  );
  for (const { file, excerpt } of refused) console.error(`  ${file}: …${excerpt}…`);
  console.error('Remove the dependency or code, or justify the match in scripts/check-bundle.mjs.');
  process.exit(1);
}
console.log(
  `check-bundle: ${files} files in ${root}, no string evaluation outside the reviewed list.`,
);
