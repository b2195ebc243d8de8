import type { RuleFile, RuleLimit } from "#contract/generator";
import { saveBlob } from "./download";

/**
 * The name a single download is saved under: the last segment of the tool's native path
 * (`.cursor/rules/react.mdc` → `react.mdc`, `CLAUDE.md` stays `CLAUDE.md`). Browsers drop folders
 * from download names; the zip keeps them.
 */
export function nativeFileName(path: string): string {
  return path.split("/").filter(Boolean).at(-1) ?? path;
}

/** The zip's name: the title slug (`downloadName`) with `.zip` instead of `.md`. */
export function zipFileName(downloadName: string): string {
  return downloadName.replace(/\.[^.]*$/, "") + ".zip";
}

/**
 * The meter beside a rule: how full the tool's limit is, amber from 90 % (docs/product/generator.md "The result page"), over when an
 * edited rule outgrows it.
 */
export function sizeMeter({ size, limit }: { size: number; limit: Pick<RuleLimit, "value"> }) {
  const share = Math.min(100, Math.round((size / limit.value) * 100));
  return { share, nearLimit: size >= limit.value * 0.9, over: size > limit.value };
}

/** Every file at its native path in one zip; fflate loads on click, never with the page. */
export async function downloadZip(files: readonly RuleFile[], downloadName: string) {
  const { zipRuleFiles } = await import("./zip-rule-files");
  saveBlob(zipFileName(downloadName), new Blob([zipRuleFiles(files)], { type: "application/zip" }));
}
