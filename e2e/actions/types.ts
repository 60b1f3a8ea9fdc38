import type { Page } from '@playwright/test';
import type { ActionIdOf } from '../../src/app/runtime/toolManifest';

/**
 * How the action walker (e2e/actions.spec.ts) proves that one declared action works: it opens
 * the tool, lets `prepare` give it an input to act on, runs the action (once chosen in the
 * search palette, once as `?action=<id>` after a reload), then `expectEffect` asserts what the
 * user sees change. A check that would also pass without the action is a defect.
 */
export interface ActionCheck {
  prepare?: (page: Page) => Promise<void>;
  expectEffect: (page: Page) => Promise<void>;
  /**
   * The effect is an event (a download), not a state the screen keeps: the walker checks it
   * once, rather than again a second after the palette has closed.
   */
  once?: boolean;
}

/** One check for every action a manifest declares: a missing one fails to compile. */
export type ActionChecks<M> = Record<ActionIdOf<M>, ActionCheck>;
