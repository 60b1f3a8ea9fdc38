import { describe, expect, it } from 'vitest';
import { E2E_DEFAULT_PORT } from '../playwright.config';
import { DEFAULT_PORT } from './serve.mjs';

// Issue 14: `npm test` failed while `npm start` was running, both on 4173.
describe('ports', () => {
  it('the e2e server does not take npm start’s port', () => {
    expect(DEFAULT_PORT).toBe(4173);
    expect(E2E_DEFAULT_PORT).not.toBe(DEFAULT_PORT);
  });
});
