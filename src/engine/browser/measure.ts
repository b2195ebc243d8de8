/**
 * Text size in a limit's unit. In the engine's browser zone, so the engine, the server, the CLI and
 * the web (the rule editor's size meter) all count the same way (decision 130).
 */
/** The units tools count their limits in (the engine's `LimitUnit`). */
export type MeasureUnit = "chars" | "lines" | "bytes";

const SURROGATE = /[\ud800-\udfff]/;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Unicode code points, as a person (and most tools) count characters. */
export function countChars(text: string): number {
  if (!SURROGATE.test(text)) return text.length;
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    if (isHighSurrogate(text.charCodeAt(i)) && isLowSurrogate(text.charCodeAt(i + 1))) {
      count--;
      i++;
    }
  }
  return count;
}

/** Non-ASCII code units: 2-byte range, a surrogate pair (4 bytes), or the rest of the BMP (3 bytes). */
const NON_ASCII = /[\u0080-\u07ff]|[\ud800-\udbff][\udc00-\udfff]|[\u0800-\uffff]/g;

/**
 * UTF-8 encoded length without TextEncoder (runs anywhere, allocates little): each code unit is
 * one byte, plus the extra bytes of the few non-ASCII characters. A lone surrogate counts 3 bytes,
 * as encoders replace it with U+FFFD.
 */
export function countBytes(text: string): number {
  let bytes = text.length;
  for (const [match] of text.matchAll(NON_ASCII)) {
    bytes += match.length === 2 || match.charCodeAt(0) >= 0x800 ? 2 : 1;
  }
  return bytes;
}

/** Lines as an editor shows them; a final newline does not start another line. */
export function countLines(text: string): number {
  if (text === "") return 0;
  let breaks = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) breaks++;
  return text.endsWith("\n") ? breaks : breaks + 1;
}

export function measure(text: string, unit: MeasureUnit): number {
  if (unit === "lines") return countLines(text);
  if (unit === "bytes") return countBytes(text);
  return countChars(text);
}
