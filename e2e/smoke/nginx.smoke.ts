import { defineServingSmoke } from './servingSmoke';

// Run by `npm run test:nginx` (scripts/nginx-e2e.mjs) with playwright.nginx.config.ts.
defineServingSmoke('nginx with deploy/nginx.conf');
