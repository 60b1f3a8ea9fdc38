import type { ErrorLevel } from './capacity';

/** The content is empty: there is nothing to encode. */
export class QrEmptyContentError extends Error {
  readonly code = 'empty';
  constructor() {
    super('QR content is empty');
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
    super(`QR content is ${usedBytes} bytes; level ${errorLevel} holds at most ${maxBytes}`);
    this.name = 'QrCapacityError';
  }

  get excessBytes(): number {
    return this.usedBytes - this.maxBytes;
  }
}

/** Every error the encoding API documents; anything else is a bug. */
export type QrError = QrEmptyContentError | QrCapacityError;

export function isQrError(error: unknown): error is QrError {
  return error instanceof QrEmptyContentError || error instanceof QrCapacityError;
}
