import QRCode from 'qrcode';
import { MAX_BYTES, utf8Bytes, utf8Length, type ErrorLevel } from './capacity';
import { QrCapacityError, QrEmptyContentError } from './errors';

export interface EncodeOptions {
  errorLevel: ErrorLevel;
}

export interface EncodedQr {
  version: number;
  /** Modules per side (without quiet zone). */
  size: number;
  /** modules[row][column], true = dark. */
  modules: boolean[][];
  errorLevel: ErrorLevel;
  usedBytes: number;
  maxBytes: number;
}

/**
 * Encodes text as one UTF-8 byte segment. Byte mode is chosen on purpose: Kanji mode would
 * turn Chinese into Shift-JIS and scan back as different characters, and one segment keeps
 * the "bytes used" line exact.
 *
 * @throws QrEmptyContentError when text is empty
 * @throws QrCapacityError when the UTF-8 bytes exceed the level's version-40 capacity
 */
export function encodeQr(text: string, options: EncodeOptions): EncodedQr {
  const { errorLevel } = options;
  if (text.length === 0) throw new QrEmptyContentError();
  const maxBytes = MAX_BYTES[errorLevel];
  // Measure before allocating so huge input fails fast.
  const length = utf8Length(text);
  if (length > maxBytes) throw new QrCapacityError(length, maxBytes, errorLevel);
  const bytes = utf8Bytes(text);
  const symbol = QRCode.create([{ data: bytes, mode: 'byte' }], {
    errorCorrectionLevel: errorLevel,
  });
  const size = symbol.modules.size;
  const data = symbol.modules.data;
  const modules: boolean[][] = [];
  for (let row = 0; row < size; row += 1) {
    const line: boolean[] = new Array(size);
    for (let column = 0; column < size; column += 1) line[column] = data[row * size + column] === 1;
    modules.push(line);
  }
  return { version: symbol.version, size, modules, errorLevel, usedBytes: bytes.length, maxBytes };
}
