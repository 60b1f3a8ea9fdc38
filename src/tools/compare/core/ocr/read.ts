import { boxesFromMap, detectInput, type TextBox } from './detect';
import type { Box, Pixels } from './image';
import { decodeLine, LINE_HEIGHT, recognizeInput, type ReadLine } from './recognize';

/**
 * The two networks, behind whatever runs them (onnxruntime-web in the browser's worker and in
 * Node benchmarks), so the reading rules here stay plain TypeScript.
 */
export interface OcrModels {
  /** Detection: input [1, 3, height, width] → probability map [height × width]. */
  detect(data: Float32Array, width: number, height: number): Promise<Float32Array>;
  /** Recognition: input [1, 3, 48, width] → class scores [steps × classes]. */
  recognize(
    data: Float32Array,
    width: number,
  ): Promise<{ data: Float32Array; steps: number; classes: number }>;
  /** The recogniser's characters, class 1 onwards. */
  alphabet: readonly string[];
}

export interface OcrLine extends ReadLine {
  box: TextBox;
}

/** Lines whose vertical centres are this close (× line height) are one row, read left to right. */
const SAME_ROW = 0.5;

/** Reading order: top to bottom, and left to right within a row (of lines, or of tags). */
export function inReadingOrder<T extends { box: Box }>(lines: T[]): T[] {
  const centre = (line: T) => line.box.top + line.box.height / 2;
  return [...lines].sort((a, b) => {
    const tolerance = SAME_ROW * Math.min(a.box.height, b.box.height);
    const dy = centre(a) - centre(b);
    return Math.abs(dy) <= tolerance ? a.box.left - b.box.left : dy;
  });
}

/** Every text line in the image with where it is and how sure the reader is. */
export async function readImageText(
  image: Pixels,
  models: OcrModels,
  onLine?: (done: number, total: number) => void,
): Promise<OcrLine[]> {
  const input = detectInput(image);
  const map = await models.detect(input.data, input.width, input.height);
  const boxes = boxesFromMap(map, input.width, input.height, image).filter(
    (box) => box.height >= LINE_HEIGHT / 8 && box.width >= 4,
  );
  const lines: OcrLine[] = [];
  for (const [index, box] of boxes.entries()) {
    const rec = recognizeInput(image, box.turned);
    const output = await models.recognize(rec.data, rec.width);
    const line = decodeLine(output.data, output.steps, output.classes, models.alphabet);
    if (line.text.trim() !== '') lines.push({ ...line, box });
    onLine?.(index + 1, boxes.length);
  }
  return inReadingOrder(lines);
}
