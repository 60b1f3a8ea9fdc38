import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { loadAppMessages } from '../app/i18n/appMessages';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});

// The app shows English only once its catalogue has loaded (useShownLanguage); components
// rendered on their own in English find it loaded, as they would in the app.
await loadAppMessages('en-US');

// `FC_RUNS=2000 npx vitest run` sweeps every property test with more cases than CI's default.
if (process.env.FC_RUNS) {
  const fc = await import('fast-check');
  fc.configureGlobal({ numRuns: Number(process.env.FC_RUNS) });
}
