import { toTensor, type Pixels, type TurnedBox } from './image';

/** PP-OCRv4 recognition input: 48 px high, at least 320 wide (PaddleOCR's rec_image_shape). */
export const LINE_HEIGHT = 48;
const MIN_WIDTH = 320;
/** Lines longer than this are read squeezed rather than at the cost of a huge tensor. */
const MAX_WIDTH = 2048;

export interface RecognizeInput {
  data: Float32Array;
  width: number;
}

/** One detected line scaled to 48 px high, grey-padded on the right as PaddleOCR pads. */
export function recognizeInput(image: Pixels, box: TurnedBox): RecognizeInput {
  const contentWidth = Math.min(
    MAX_WIDTH,
    Math.max(1, Math.ceil((LINE_HEIGHT * box.length) / Math.max(1, box.thickness))),
  );
  const width = Math.max(MIN_WIDTH, contentWidth);
  // Zero after normalising is mid grey, PaddleOCR's padding.
  const data = toTensor(image, box, contentWidth, LINE_HEIGHT, (value) => value / 127.5 - 1, width);
  return { data, width };
}

export interface ReadLine {
  text: string;
  /** Mean probability of the characters read, 0–1 (1 for an empty line). */
  confidence: number;
  /** The lowest probability of any one character (1 for an empty line). */
  weakest: number;
  /** The lowest probability of a digit or decimal point: one doubtful digit makes a price doubtful. */
  weakestDigit: number;
}

/**
 * CTC greedy decoding of the recogniser's output [steps × classes]: the best class per step,
 * repeats merged, blanks (class 0) dropped. Class i ≥ 1 is `alphabet[i - 1]`.
 */
export function decodeLine(
  output: Float32Array,
  steps: number,
  classes: number,
  alphabet: readonly string[],
): ReadLine {
  let text = '';
  let sum = 0;
  let count = 0;
  let weakest = 1;
  let weakestDigit = 1;
  let previous = 0;
  for (let step = 0; step < steps; step++) {
    let best = 0;
    let bestValue = -Infinity;
    const offset = step * classes;
    for (let index = 0; index < classes; index++) {
      const value = output[offset + index];
      if (value > bestValue) {
        bestValue = value;
        best = index;
      }
    }
    if (best !== 0 && best !== previous) {
      const char = alphabet[best - 1] ?? '';
      text += char;
      sum += bestValue;
      count++;
      weakest = Math.min(weakest, bestValue);
      if (/[\d.]/.test(char)) weakestDigit = Math.min(weakestDigit, bestValue);
    }
    previous = best;
  }
  return { text, confidence: count ? sum / count : 1, weakest, weakestDigit };
}
