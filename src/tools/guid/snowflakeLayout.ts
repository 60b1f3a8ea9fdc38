import {
  customSnowflakeLayout,
  SNOWFLAKE_PRESETS,
  UuidInputError,
  type SnowflakeLayout,
  type SnowflakePresetId,
} from './core';
import type { GenerationProblem } from './generatedList';
import type { GuidOptions } from './guidOptions';

/** The 雪花 ID layout the options choose, or why the custom one cannot be used. */
export function snowflakeLayoutOf(
  options: GuidOptions,
):
  | { layout: SnowflakeLayout; problem?: undefined }
  | { layout?: undefined; problem: GenerationProblem } {
  if (options.snowLayout !== 'custom') {
    return { layout: SNOWFLAKE_PRESETS[options.snowLayout as SnowflakePresetId] };
  }
  try {
    return {
      layout: customSnowflakeLayout({
        epochMs: options.snowEpoch,
        timeBits: options.snowTimeBits,
        dataCentreBits: options.snowDcBits,
        workerBits: options.snowWorkerBits,
        sequenceBits: options.snowSeqBits,
      }),
    };
  } catch (error) {
    if (error instanceof UuidInputError)
      return { problem: { code: error.code, params: error.params } };
    throw error;
  }
}
