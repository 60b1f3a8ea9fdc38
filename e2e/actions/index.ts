import type { ActionCheck } from './types';
import { checks as compare } from './compare';
import { checks as guid } from './guid';
import { checks as json } from './json';
import { checks as qr } from './qr';

/**
 * The checks of every tool's declared actions, by tool id. A tool missing here, or an action
 * missing from its checks, fails the action walker (e2e/actions.spec.ts).
 */
export const ACTION_CHECKS: Record<string, Partial<Record<string, ActionCheck>>> = {
  qr,
  guid,
  json,
  compare,
};
