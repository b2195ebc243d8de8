import { ruleFileTool } from "../project/rule-files";
import type { ProjectFile } from "../project/source";

/** A rule file of the repository, with its text. */
export interface RuleFile {
  readonly path: string;
  readonly content: string;
  /** Which tool's file it is by its place (`ruleFileTool`); "Cursor" for anything in `.cursor/rules`. */
  readonly tool: string;
  /** A symbolic link as a repository hands it over: the path it points to, no rules of its own. */
  readonly linksTo?: string;
}

const CURSOR_RULES = /^\.cursor\/rules\//;
const LINK = /^([\w./-]+\.mdc?)\s*$/;

/** The rule files among the files a walker read, in path order. */
export function ruleFilesOf(files: readonly ProjectFile[]): RuleFile[] {
  return files
    .flatMap((file): RuleFile[] => {
      const tool = ruleFileTool(file.path) ?? (CURSOR_RULES.test(file.path) ? "Cursor" : undefined);
      if (!tool || file.content === undefined) return [];
      const content = file.content.replace(/^\uFEFF/, "").replace(/\r\n/g, "\n");
      const link = LINK.exec(content)?.[1];
      return [{ path: file.path, content, tool, ...(link ? { linksTo: link } : {}) }];
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The folder of a path, "" at the root. */
export const folderOf = (path: string) => path.slice(0, Math.max(path.lastIndexOf("/"), 0));
