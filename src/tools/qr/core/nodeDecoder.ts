import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule } from 'zxing-wasm/reader';

/**
 * Node only (tests, bench, e2e checks): feeds zxing-wasm its .wasm from node_modules, since
 * Node cannot fetch the file the way the browser build does.
 */
export function prepareNodeDecoder(): void {
  const require = createRequire(import.meta.url);
  const wasmPath = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
  const binary = readFileSync(wasmPath);
  prepareZXingModule({
    overrides: {
      wasmBinary: binary.buffer.slice(binary.byteOffset, binary.byteOffset + binary.byteLength),
    },
  });
}
