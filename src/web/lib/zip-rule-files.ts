import { strToU8, zipSync } from "fflate";
import type { RuleFile } from "#contract/generator";

/**
 * Every file of a rule at its native path (`.cursor/rules/react.mdc` inside its folders), so
 * unpacking the zip in the project root puts each file where the tool reads it. Loaded lazily:
 * fflate stays out of the landing bundle.
 */
export function zipRuleFiles(files: readonly RuleFile[]): Uint8Array<ArrayBuffer> {
  const entries = Object.fromEntries(files.map((file) => [file.path, strToU8(file.content)]));
  return zipSync(entries, { level: 6 }) as Uint8Array<ArrayBuffer>;
}
