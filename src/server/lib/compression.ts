import { constants, type BrotliOptions, type ZlibOptions } from "node:zlib";

/** Files compressed once and sent many times get both encoders' highest levels (decision 041). */
export function brotliAtMaximum(bytes: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  };
}

export const GZIP_AT_MAXIMUM: ZlibOptions = { level: 9 };
