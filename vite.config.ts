/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const PRIMARY_COLOR = '#1DA57A';

export default defineConfig({
  // Chunks are served from the site root (spec: public path '/').
  base: '/',
  plugins: [
    react(),
    VitePWA({
      // Registered from our own bundle (src/app/layout/UpdatePrompt.tsx): the CSP forbids
      // inline scripts, and a waiting version is announced rather than switched to.
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: '工具箱',
        short_name: '工具箱',
        description: '二维码生成、JSON解析、Guid生成、比价器：全部在浏览器本地完成，离线可用。',
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
        shortcuts: [
          { name: '二维码生成', url: '/tool/qrGenerate' },
          { name: 'JSON解析', url: '/tool/jsonConvert' },
          { name: 'Guid生成', url: '/tool/guidGenerate' },
          { name: '比价器', url: '/tool/compare' },
        ],
      },
      workbox: {
        // Every built asset, the QR decoder's WebAssembly included, so each tool works offline.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,wasm,webmanifest,woff2}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    // Tool chunks carry heavy libraries on purpose; the first bundle is what we watch.
    chunkSizeWarningLimit: 1500,
  },
  worker: { format: 'es' },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,mjs}', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30000,
  },
});
