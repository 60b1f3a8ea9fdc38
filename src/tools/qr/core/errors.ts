import type { ErrorLevel } from './capacity';

/**
 * What core reports instead of a sentence: a stable code and the values a message needs. The
 * page words it in the interface language (messages/decode.ts, `error.*`).
 */
export interface QrProblem {
  code: string;
  params: Record<string, string | number>;
}

/** The content is empty: there is nothing to encode. */
export class QrEmptyContentError extends Error {
  readonly code = 'empty';
  readonly params = {};
  constructor() {
    // The message is for developers' consoles only; users see the catalogue's text for `code`.
    super('empty');
    this.name = 'QrEmptyContentError';
  }
}

/** The content is larger than a version-40 code of the chosen level can hold. */
export class QrCapacityError extends Error {
  readonly code = 'capacity';
  constructor(
    readonly usedBytes: number,
    readonly maxBytes: number,
    readonly errorLevel: ErrorLevel,
  ) {
    super('capacity');
    this.name = 'QrCapacityError';
  }

  get excessBytes(): number {
    return this.usedBytes - this.maxBytes;
  }

  get params() {
    return {
      used: this.usedBytes,
      max: this.maxBytes,
      excess: this.excessBytes,
      level: this.errorLevel,
    };
  }
}

/** Every error the encoding API documents; anything else is a bug. */
export type QrError = QrEmptyContentError | QrCapacityError;

export function isQrError(error: unknown): error is QrError {
  return error instanceof QrEmptyContentError || error instanceof QrCapacityError;
}
