import type { UuidProblemCode, UuidProblemParams } from './core';

/** A list the screen shows: what useUuidGeneration makes and lastList keeps. */
export interface GeneratedList {
  uuids: string[];
  /** v3/v5: the name each UUID came from, same order. */
  names?: string[];
  version: string;
}

export interface GenerationProblem {
  code: UuidProblemCode;
  params: UuidProblemParams;
}

/** Names for v3/v5: one per line; blank lines are skipped (a trailing newline is common). */
export function namesOf(text: string): string[] {
  return text.split(/\r\n|\n|\r/).filter((line) => line !== '');
}
