/** The only error the core throws: a Chinese message saying what is wrong and where. */
export class CompareInputError extends Error {
  readonly code: CompareErrorCode;
  /** Zero-based character position in the text that was parsed, when it applies. */
  readonly position?: number;

  constructor(code: CompareErrorCode, message: string, position?: number) {
    super(message);
    this.name = 'CompareInputError';
    this.code = code;
    this.position = position;
  }
}

export type CompareErrorCode =
  | 'empty'
  | 'unknown-text'
  | 'missing-unit'
  | 'missing-number'
  | 'bad-number'
  | 'too-large'
  | 'not-positive'
  | 'mismatch'
  | 'bad-promotion'
  | 'incompatible'
  | 'too-many';
