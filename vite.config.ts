/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  // Chunks are served from the site root (spec: public path '/').
  base: '/',
  plugins: [react()],
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
