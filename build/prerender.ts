/**
 * Issue 19: the shell, the menu, the home screen and each tool's first view as HTML written at
 * build time, so a phone on a slow network sees them styled, can follow the cards and the menu
 * and type into a tool's input before the scripts have arrived; the browser then hydrates
 * that HTML (src/main.tsx, src/app/prerendered.ts).
 *
 * After the client bundle is generated, src/prerender/render.tsx is loaded through a Vite
 * server in Node and renders each path with react-dom/server. Written into the bundle, so the
 * service worker's precache (vite-plugin-pwa, which reads the written files) includes them:
 * - dist/index.html: the home screen; dist/tool/<id>.html: each tool's first view, as a first
 *   visit sees it (served for /tool/<id> by sirv, nginx's try_files and the precache's clean
 *   URLs), with the tool's stylesheets linked and its chunks preloaded;
 * - assets/prerender-<hash>.css: antd's CSS-in-JS of that HTML, extracted at build time and
 *   cut to the rules that HTML can use (build/purgeCss.ts), and the dark theme's values of
 *   its variables for a dark visit (build/darkStyles.ts): the markup is the same in both;
 * - assets/prerender-check-<hash>.js: a blocking script that hides the HTML when it does not
 *   fit the visit (the CSP forbids inline scripts, so it is a file), and after a tool's view
 *   unlocks it and fills in what only the browser has (GUIDs).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, minifySync, normalizePath, type Plugin, type Rolldown } from 'vite';
import { darkOverrides } from './darkStyles.ts';
import { purgeCss } from './purgeCss.ts';

const RENDER_MODULE = '/src/prerender/render.tsx';

/** What RENDER_MODULE exports (its types are the app's, checked by tsconfig.app.json). */
interface PrerenderedRoute {
  path: string;
  html: string;
  css: string;
  darkCss: string;
  markups: Record<string, string>;
  tool?: { id: string; local: string[]; idb: string[]; prefilled: string[]; prefetch: string[] };
}
interface RenderModule {
  PRERENDERED_PATHS: readonly string[];
  prerender: (path: string) => Promise<PrerenderedRoute>;
}
const CHECK_SCRIPT = new URL('./prerender-check.js', import.meta.url);
const EMPTY_CSS = '\0prerender-no-css';

/** The render needs no stylesheet (Vite's CSS pipeline wants a browser build to emit into). */
function withoutCss(): Plugin {
  return {
    name: 'toolbox-prerender-without-css',
    enforce: 'pre',
    resolveId: (id) => (/\.css(?:\?|$)/.test(id) ? EMPTY_CSS : undefined),
    load: (id) => (id === EMPTY_CSS ? 'export default ""' : undefined),
  };
}

/** A tool's manifest, whose one dynamic import is the tool's page. */
const TOOL_MANIFEST = /[\\/]src[\\/]tools[\\/][^\\/]+[\\/]tool\.ts$/;

/**
 * What the render never runs (the tools' lazy parts, catalogues and overlays loaded on
 * demand) stays out of its bundle; the tools' pages, whose first views it renders, are in.
 */
function withoutLazyImports(): Plugin {
  return {
    name: 'toolbox-prerender-without-lazy-imports',
    resolveDynamicImport: (specifier, importer) => {
      if (typeof specifier !== 'string') return false;
      if (importer && TOOL_MANIFEST.test(importer)) return null;
      return { id: specifier, external: true };
    },
  };
}

/**
 * Bundles RENDER_MODULE for Node (every dependency inside: antd's ES modules import paths
 * without extensions, which Node's own loader refuses) and renders every path with it.
 */
async function renderAll(root: string): Promise<PrerenderedRoute[]> {
  // A folder of this build's own: two builds at once (e2e/release.spec.ts builds a release in
  // each test worker) emptied and rewrote one shared folder under each other's render, which
  // then failed to load its chunks.
  const parent = join(root, 'node_modules/.prerender');
  mkdirSync(parent, { recursive: true });
  const outDir = mkdtempSync(join(parent, 'build-'));
  try {
    return await renderIn(root, outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function renderIn(root: string, outDir: string): Promise<PrerenderedRoute[]> {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [withoutCss(), withoutLazyImports()],
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: RENDER_MODULE.slice(1),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rolldownOptions: {
        output: { entryFileNames: 'render.mjs' },
        // antd marks its modules "use client", which means nothing to a render in Node.
        onLog: (level, log, handler) => {
          if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
        },
      },
    },
  });
  const render = (await import(pathToFileURL(join(outDir, 'render.mjs')).href)) as RenderModule;
  const pages: PrerenderedRoute[] = [];
  for (const path of render.PRERENDERED_PATHS) pages.push(await render.prerender(path));
  return pages;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A tool's view stays inert until the check script has asked IndexedDB whether the visitor
 * saved work there (asynchronous: build/prerender-check.js), so nothing is typed against it.
 */
function lockView(page: PrerenderedRoute): string {
  if (!page.tool || page.tool.idb.length === 0) return page.html;
  const screen = '<div class="screen" ';
  if (!page.html.includes(screen)) throw new Error(`${page.path}: no screen to lock`);
  return page.html.replace(screen, `${screen}inert="" data-prerendered-lock="" `);
}

/** Every chunk `from` imports statically, itself included. */
function staticClosure(
  bundle: Rolldown.OutputBundle,
  from: Rolldown.OutputChunk,
): Rolldown.OutputChunk[] {
  const seen = new Map<string, Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(from);
  return [...seen.values()];
}

export function prerender(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'toolbox-prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const template = bundle['index.html'];
      if (!template || template.type !== 'asset') return;
      const shell = String(template.source);
      const firstModule = shell.indexOf('<script type="module"');
      if (
        !shell.includes('<div id="root"></div>') ||
        firstModule < 0 ||
        !/<html [^>]*>/.test(shell)
      )
        throw new Error('index.html no longer has the shape the prerender fills in');

      const checkScript = this.getFileName(
        this.emitFile({
          type: 'asset',
          name: 'prerender-check.js',
          // Minified: it blocks the page's first paint, and its comments are for us.
          source: minifySync('prerender-check.js', readFileSync(CHECK_SCRIPT, 'utf8')).code,
        }),
      );
      const entry = Object.values(bundle).find(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry,
      );
      if (!entry) throw new Error('the build has no entry chunk');
      const inEntry = new Set(staticClosure(bundle, entry).map((chunk) => chunk.fileName));
      /**
       * A tool's page chunk and what it imports beyond the entry, which the browser hydrates
       * once they have run (src/main.tsx), and their CSS, linked so that the prerendered view
       * is styled before they arrive.
       */
      const toolFiles = (id: string) => {
        const manifest = normalizePath(join(root, 'src/tools', id, 'tool.ts'));
        const pageId = this.getModuleInfo(manifest)?.dynamicallyImportedIds[0];
        const page = Object.values(bundle).find(
          (file): file is Rolldown.OutputChunk =>
            file.type === 'chunk' && file.facadeModuleId === pageId,
        );
        if (!page) throw new Error(`${id}: no chunk for the page ${manifest} loads`);
        const chunks = staticClosure(bundle, page).filter((chunk) => !inEntry.has(chunk.fileName));
        return {
          css: chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
          chunks: chunks.map((chunk) => `${base}${chunk.fileName}`),
        };
      };
      // The app's own stylesheets, which read antd's variables too.
      const appCss = Object.values(bundle)
        .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
        .map((file) => String((file as Rolldown.OutputAsset).source))
        .join('\n');
      if (!appCss) throw new Error('the build has no stylesheet of its own to read');
      const stylesheets = new Map<string, string>();
      for (const page of await renderAll(root)) {
        for (const [visitor, markup] of Object.entries(page.markups))
          if (markup !== page.html)
            throw new Error(
              `${page.path}: its markup differs for ${visitor}, who could not hydrate it: ` +
                'render what depends on the theme from CSS (data-theme), or once hydrated ' +
                '(useHydrated)',
            );
        // The dark theme's values follow, under data-theme="dark", which the check script
        // sets for a dark visit before the page shows: 1 KB more than the light rules alone.
        const light = purgeCss(page.css, page.html, appCss);
        const css = `${light}\n${darkOverrides(page.css, page.darkCss, light)}`;
        // Tool paths share their shell's styles: one file per distinct stylesheet, named as
        // the build names its assets (assetFileNames), with its content's hash.
        let stylesheet = stylesheets.get(css);
        if (!stylesheet) {
          const reference = this.emitFile({ type: 'asset', name: 'prerender.css', source: css });
          stylesheet = this.getFileName(reference);
          stylesheets.set(css, stylesheet);
        }
        // Before the entry and its stylesheet: antd's styles come first, as antd inserts
        // them at run time, so the app's own CSS wins where both style one element.
        const head =
          `<script src="${base}${checkScript}"></script>\n    ` +
          `<link rel="stylesheet" href="${base}${stylesheet}" data-prerendered-styles>\n    `;
        // The check script again, once the view is parsed: it unlocks it and fills in GUIDs.
        const tool = page.tool && toolFiles(page.tool.id);
        const toolCss = (tool?.css ?? [])
          .map((file) => `  <link rel="stylesheet" crossorigin href="${base}${file}">\n  `)
          .join('');
        // It also modulepreloads the tool's chunks: from there, they start once the view's
        // stylesheets have arrived (a script after them waits for them), rather than share
        // the phone's bandwidth with them and hold back the first paint.
        const fill = tool
          ? `\n    <script src="${base}${checkScript}" data-prerendered-view ` +
            `data-modulepreload="${escapeAttribute(tool.chunks.join(' '))}"></script>`
          : '';
        // What the tool saves, for the check script: its first view is a first visit's.
        const saved = page.tool
          ? ` data-prerendered-local="${escapeAttribute(page.tool.local.join(' '))}"` +
            ` data-prerendered-idb="${escapeAttribute(page.tool.idb.join(' '))}"` +
            ` data-prerendered-prefilled="${escapeAttribute(page.tool.prefilled.join(' '))}"` +
            ` data-prerendered-prefetch="${escapeAttribute(page.tool.prefetch.join(' '))}"`
          : '';
        const html = (shell.slice(0, firstModule) + head + shell.slice(firstModule))
          .replace('</head>', `${toolCss}</head>`)
          .replace(
            /<html ([^>]*)>/,
            `<html $1 data-prerendered="${escapeAttribute(page.path)}"${saved}>`,
          )
          .replace('<div id="root"></div>', `<div id="root">${lockView(page)}</div>${fill}`);
        if (page.path === '/') template.source = html;
        else this.emitFile({ type: 'asset', fileName: `${page.path.slice(1)}.html`, source: html });
      }
    },
  };
}
