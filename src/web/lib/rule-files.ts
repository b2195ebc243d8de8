import type { GenerateResponse, RuleFile, RuleLimit } from "#contract/generator";
import { markdownFileName, saveBlob } from "./download";

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
 * The meter beside a rule: how full the tool's limit is, amber from 90 % (docs/product/generator.md
 * "The result page"), over when an edited rule outgrows it.
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

/** A fenced code block that no run of backticks inside `code` can close early. */
export function fencedCodeBlock(code: string, language = ""): string {
  const longestRun = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(Math.max(3, longestRun + 1));
  return `${fence}${language}\n${code.replace(/\n$/, "")}\n${fence}\n`;
}

/** A rule file's YAML frontmatter (without its `---` lines) and the text after it. */
export function splitFrontmatter(content: string): { frontmatter: string | null; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(content);
  if (!match) return { frontmatter: null, body: content };
  return {
    frontmatter: match[1] ?? "",
    body: content.slice(match[0].length).replace(/^\s*\n/, ""),
  };
}

/**
 * The markdown a rule file is shown as, on the result page and in the saved-rule viewer alike:
 * JSON as a code block, and a rule file's frontmatter as a YAML block before the text (rendered
 * as markdown it would turn into a rule and a big heading).
 */
export function displayMarkdown(content: string, format: GenerateResponse["format"]): string {
  if (format === "json") return fencedCodeBlock(content, "json");
  const { frontmatter, body } = splitFrontmatter(content);
  if (frontmatter === null) return content;
  return `${fencedCodeBlock(`---\n${frontmatter}\n---`, "yaml")}\n${body}`;
}

/** What a saved rule needs to be named like its result (docs/product/rules.md "Downloads"). */
export interface SavedRuleFileFacts {
  name: string;
  form: { outputFormat: string };
  rule: { files: readonly Pick<RuleFile, "path" | "role" | "kind">[] } | null;
}

/**
 * The path a saved rule's text has in the tool's layout, as the result page names it: the JSON
 * document for a JSON rule, else the first core file that is no skill, command or setting
 * (`.cursor/rules/react-nextjs-tailwindcss-fullstack.mdc`, `CLAUDE.md`). Rules saved before files
 * were kept have none: their name's slug with `.md`.
 */
export function savedRulePath(saved: SavedRuleFileFacts): string {
  const files = saved.rule?.files ?? [];
  const file =
    (saved.form.outputFormat === "JSON" ? files.find((f) => f.role === "json") : undefined) ??
    files.find((f) => f.role === "core" && !f.kind);
  return file?.path ?? markdownFileName(saved.name);
}

/** The media type a download of this file is saved as. */
export function ruleFileType(path: string): string {
  return path.endsWith(".json") ? "application/json" : "text/markdown";
}

/** What kind of file this is, for its label: by its extension or its well-known name. */
export type RuleFileKind = "mdc" | "md" | "json" | "toml" | "yaml" | "text";
export function ruleFileKind(path: string): RuleFileKind {
  const name = nativeFileName(path).toLowerCase();
  if (name.endsWith(".mdc")) return "mdc";
  if (name.endsWith(".md")) return "md";
  if (name.endsWith(".json")) return "json";
  if (name.endsWith(".toml")) return "toml";
  if (name.endsWith(".yml") || name.endsWith(".yaml")) return "yaml";
  return "text";
}

/**
 * Saves one rule text under the last segment of its native path, as the result page and the
 * saved-rules list both do (one helper, so the two never name a file differently).
 */
export function downloadRuleText(path: string, content: string) {
  saveBlob(nativeFileName(path), new Blob([content], { type: ruleFileType(path) }));
}

/** The catalogue key that says what a file of a result holds: its kind (a skill, an MCP file), else its role. */
export function fileLabelKey(file: {
  readonly role: string;
  readonly kind?: string | undefined;
}): string {
  return file.kind ? `result.fileKinds.${file.kind}` : `result.fileRoles.${file.role}`;
}
