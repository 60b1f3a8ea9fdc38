import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The serving smoke test against nginx (`npm run test:nginx` starts nginx and sets
 * E2E_BASE_URL). Its specs end in .smoke.ts so the main suite never picks them up.
 */
const baseURL = process.env.E2E_BASE_URL;
if (!baseURL) throw new Error('E2E_BASE_URL is not set: run "npm run test:nginx".');

export default defineConfig({
  ...base,
  testDir: './e2e/smoke',
  testMatch: '**/*.smoke.ts',
  webServer: undefined,
  use: { ...base.use, baseURL },
});
