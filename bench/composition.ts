/**
 * What each screen's first load is made of (issue 19): the chunks a direct visit downloads
 * (the entry, its static imports and the screen's own chunk with its static imports), each
 * chunk's gzip size, and by package the bytes inside them (before minification), so the next cut is
 * obvious. Written to bench/out/composition.md; the rows compare each screen's gzip total
 * with the byte budget of issue 19 (home 260 KB; each tool screen home + 100 KB).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rollup } from 'vite';
import type { BenchRow, BenchSuite } from './types.ts';

const HOME_BUDGET_KB = 260;
const TOOL_EXTRA_KB = 100;

/** The screens and the module that starts each one (its lazy `load`). */
const SCREENS = [
  { name: 'home', module: 'src/home/HomePage.tsx' },
  { name: 'QR', module: 'src/tools/qr/QrPage.tsx' },
  { name: 'JSON', module: 'src/tools/json/JsonPage.tsx' },
  { name: 'GUID', module: 'src/tools/guid/GuidPage.tsx' },
  { name: '比价器', module: 'src/tools/compare/ComparePage.tsx' },
];

/** `antd`, `@ant-design/icons`, `react-dom`… for a dependency; `src/<area>` for our code. */
function ownerOf(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0];
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (match) return match[1];
  const source = /\/src\/([^/]+(?:\/[^/]+)?)/.exec(clean);
  return source ? `src/${source[1]}` : clean.split('/').slice(-1)[0];
}

function collect(into: Rollup.OutputBundle[]): Plugin {
  return {
    name: 'bench-composition',
    generateBundle(_options, bundle) {
      into.push(bundle);
    },
  };
}

function closure(bundle: Rollup.OutputBundle, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

const suite: BenchSuite = async () => {
  const bundles: Rollup.OutputBundle[] = [];
  await build({
    configFile: resolve('vite.config.ts'),
    logLevel: 'silent',
    build: { write: false, outDir: resolve('bench/out/composition-dist') },
    plugins: [collect(bundles)],
  });
  const bundle = bundles.find((item) =>
    Object.values(item).some(
      (file) => file.type === 'chunk' && file.isEntry && file.name === 'index',
    ),
  );
  if (!bundle) throw new Error('the app build produced no entry chunk');
  const chunks = Object.values(bundle).filter(
    (file): file is Rollup.OutputChunk => file.type === 'chunk',
  );
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index')!;
  const cssOf = (files: Set<string>) =>
    [...files].flatMap((file) => [
      ...((bundle[file] as Rollup.OutputChunk).viteMetadata?.importedCss ?? []),
    ]);
  const gzipOf = (file: string) => {
    const output = bundle[file];
    const code = output.type === 'chunk' ? output.code : output.source;
    return gzipSync(typeof code === 'string' ? code : Buffer.from(code)).length;
  };

  const rows: BenchRow[] = [];
  const report: string[] = ['# First-load composition', ''];
  let homeKb = HOME_BUDGET_KB;
  for (const screen of SCREENS) {
    const own = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(screen.module));
    const files = closure(bundle, own ? [entry.fileName, own.fileName] : [entry.fileName]);
    const styles = cssOf(files);
    const totalGzip = [...files, ...styles].reduce((sum, file) => sum + gzipOf(file), 0);
    const byOwner = new Map<string, number>();
    for (const file of files) {
      for (const [id, module] of Object.entries((bundle[file] as Rollup.OutputChunk).modules))
        byOwner.set(ownerOf(id), (byOwner.get(ownerOf(id)) ?? 0) + module.renderedLength);
    }
    const budget = screen.name === 'home' ? HOME_BUDGET_KB : homeKb + TOOL_EXTRA_KB;
    if (screen.name === 'home') homeKb = Math.min(kb(totalGzip), HOME_BUDGET_KB);
    report.push(
      `## ${screen.name}: ${kb(totalGzip)} KB gzip in ${files.size + styles.length} files (budget ${budget} KB)`,
      '',
      '| chunk | gzip KB |',
      '| --- | ---: |',
      ...[...files, ...styles].map((file) => `| ${file} | ${kb(gzipOf(file))} |`),
      '',
      '| package or source area | KB before minification |',
      '| --- | ---: |',
      ...[...byOwner.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 20)
        .map(([owner, bytes]) => `| ${owner} | ${kb(bytes)} |`),
      '',
    );
    rows.push(
      {
        area: 'composition',
        name: `${screen.name} first load, JS+CSS gzip`,
        value: kb(totalGzip),
        unit: 'KB',
        limitName: 'budget (issue 19)',
        limitValue: budget,
        ratio: kb(totalGzip) / budget,
      },
      {
        area: 'composition',
        name: `${screen.name} first load, files`,
        value: files.size + styles.length,
        unit: 'files',
        limitName: 'budget (issue 19)',
        limitValue: 12,
        ratio: (files.size + styles.length) / 12,
      },
    );
  }
  mkdirSync(resolve('bench/out'), { recursive: true });
  writeFileSync(resolve('bench/out/composition.md'), `${report.join('\n')}\n`);
  console.log('bench/out/composition.md written');
  return rows;
};

export default suite;
