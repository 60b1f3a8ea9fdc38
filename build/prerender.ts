/**
 * Issue 19: the shell, the menu and the home screen as HTML written at build time, so a phone
 * on a slow network sees them styled and can follow the cards and the menu before the scripts
 * have arrived; the browser then hydrates that HTML (src/main.tsx, src/app/prerendered.ts).
 *
 * After the client bundle is generated, src/prerender/render.tsx is loaded through a Vite
 * server in Node and renders each path with react-dom/server. Written into the bundle, so the
 * service worker's precache (vite-plugin-pwa, which reads the written files) includes them:
 * - dist/index.html: the home screen; dist/tool/<id>.html: the shell around each tool's
 *   loading screen (served for /tool/<id> by sirv, nginx's try_files and the precache's
 *   clean URLs);
 * - assets/prerender-<hash>.css: antd's CSS-in-JS of that HTML, extracted at build time and
 *   cut to the rules that HTML can use (build/purgeCss.ts);
 * - assets/prerender-check-<hash>.js: a blocking script that hides the HTML when it does not
 *   fit the visit (the CSP forbids inline scripts, so it is a file).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { purgeCss } from './purgeCss.ts';

const RENDER_MODULE = '/src/prerender/render.tsx';

/** What RENDER_MODULE exports (its types are the app's, checked by tsconfig.app.json). */
interface PrerenderedRoute {
  path: string;
  html: string;
  css: string;
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

/**
 * What the render never runs (the screens' chunks, catalogues and overlays loaded on demand)
 * stays out of its bundle: prerendering the shell must not build the tools again.
 */
function withoutLazyImports(): Plugin {
  return {
    name: 'toolbox-prerender-without-lazy-imports',
    resolveDynamicImport: (specifier) =>
      typeof specifier === 'string' ? { id: specifier, external: true } : false,
  };
}

/**
 * Bundles RENDER_MODULE for Node (every dependency inside: antd's ES modules import paths
 * without extensions, which Node's own loader refuses) and renders every path with it.
 */
async function renderAll(root: string): Promise<PrerenderedRoute[]> {
  const outDir = join(root, 'node_modules/.prerender');
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
  const render = (await import(
    `${pathToFileURL(join(outDir, 'render.mjs')).href}?${Date.now()}`
  )) as RenderModule;
  const pages: PrerenderedRoute[] = [];
  for (const path of render.PRERENDERED_PATHS) pages.push(await render.prerender(path));
  return pages;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

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
          source: readFileSync(CHECK_SCRIPT, 'utf8'),
        }),
      );
      const stylesheets = new Map<string, string>();
      for (const page of await renderAll(root)) {
        const css = purgeCss(page.css, page.html);
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
        const html = (shell.slice(0, firstModule) + head + shell.slice(firstModule))
          .replace(/<html ([^>]*)>/, `<html $1 data-prerendered="${escapeAttribute(page.path)}">`)
          .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
        if (page.path === '/') template.source = html;
        else this.emitFile({ type: 'asset', fileName: `${page.path.slice(1)}.html`, source: html });
      }
    },
  };
}
