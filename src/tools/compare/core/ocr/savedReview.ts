import type { OcrLine } from './read';

/** What the user has made of one offer read from the photo (starts from what was read). */
export interface TagEdit {
  include: boolean;
  name: string;
  spec: string;
  price: string;
}

/**
 * A photo under review, as saved until the user adds its offers or starts again: the photo
 * and the lines the recogniser read (the offers are read from them again, so nothing derived
 * is stored). `id` ties the user's edits (saved apart, see SavedTagEdits) to this photo.
 */
export interface SavedPhotoReview {
  id: string;
  photo: Blob;
  width: number;
  height: number;
  lines: OcrLine[];
}

/**
 * The user's edits of the offers of the photo `id`, one per offer: small, so they are saved
 * synchronously and an edit made just before the tab closes is kept.
 */
export interface SavedTagEdits {
  id: string;
  edits: TagEdit[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const numbersIn = (value: unknown, keys: readonly string[]): boolean =>
  isRecord(value) && keys.every((key) => Number.isFinite(value[key]));

function isOcrLine(value: unknown): value is OcrLine {
  return (
    isRecord(value) &&
    typeof value.text === 'string' &&
    numbersIn(value, ['confidence', 'weakest', 'weakestDigit']) &&
    numbersIn(value.box, ['left', 'top', 'width', 'height', 'score']) &&
    numbersIn((value.box as Record<string, unknown>).turned, [
      'centreX',
      'centreY',
      'length',
      'thickness',
      'angle',
    ])
  );
}

function isTagEdit(value: unknown): value is TagEdit {
  return (
    isRecord(value) &&
    typeof value.include === 'boolean' &&
    typeof value.name === 'string' &&
    typeof value.spec === 'string' &&
    typeof value.price === 'string'
  );
}

/** The saved photo and its lines when every part can be trusted; undefined otherwise. */
export function parseSavedReview(data: unknown): SavedPhotoReview | undefined {
  if (!isRecord(data)) return undefined;
  const { id, photo, width, height, lines } = data;
  if (typeof id !== 'string' || !(photo instanceof Blob)) return undefined;
  if (!Number.isFinite(width) || !Number.isFinite(height)) return undefined;
  if ((width as number) <= 0 || (height as number) <= 0) return undefined;
  if (!Array.isArray(lines) || !lines.every(isOcrLine)) return undefined;
  return { id, photo, width: width as number, height: height as number, lines };
}

/** The saved edits when each one can be trusted; undefined otherwise. */
export function parseSavedEdits(data: unknown): SavedTagEdits | undefined {
  if (!isRecord(data) || typeof data.id !== 'string') return undefined;
  if (!Array.isArray(data.edits) || !data.edits.every(isTagEdit)) return undefined;
  return { id: data.id, edits: data.edits };
}
