import type { InferenceSession, Tensor } from 'onnxruntime-web';
import type { OcrModels } from '../core/ocr/read';

type TensorConstructor = new (type: 'float32', data: Float32Array, dims: number[]) => Tensor;

/**
 * The two PaddleOCR sessions as the reader's OcrModels, whichever onnxruntime-web build made
 * them (the browser worker's wasm bundle, or Node's for the benchmark).
 */
export function ortOcrModels(
  TensorOf: TensorConstructor,
  detector: InferenceSession,
  recognizer: InferenceSession,
  alphabet: readonly string[],
): OcrModels {
  return {
    alphabet,
    async detect(data, width, height) {
      const input = new TensorOf('float32', data, [1, 3, height, width]);
      const output = await detector.run({ [detector.inputNames[0]]: input });
      return output[detector.outputNames[0]].data as Float32Array;
    },
    async recognize(data, width) {
      const input = new TensorOf('float32', data, [1, 3, 48, width]);
      const output = (await recognizer.run({ [recognizer.inputNames[0]]: input }))[
        recognizer.outputNames[0]
      ];
      return { data: output.data as Float32Array, steps: output.dims[1], classes: output.dims[2] };
    },
  };
}
