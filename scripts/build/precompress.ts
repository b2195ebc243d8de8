import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Plugin } from "vite";
import { brotliAtMaximum, GZIP_AT_MAXIMUM } from "../../src/server/lib/compression.ts";

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|md)$/;
/** Below this, the encoding headers cost about what compression saves. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` beside every compressible file in `dir`, at maximum levels. */
export function precompressDir(dir: string) {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, brotliAtMaximum(bytes.length)));
    writeFileSync(`${file}.gz`, gzipSync(bytes, GZIP_AT_MAXIMUM));
  }
}

/**
 * Vite plugin: after the bundle is written, precompress it with brotli and gzip so the server
 * sends files as they are instead of compressing per request (decision 041).
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "rulesmith-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
