import type { RuleFile } from "#contract/generator";

/**
 * A result's main file: the one at `fileName`, the file the tool loads always (for several tools
 * the shared AGENTS.md, for JSON the document). A generation carries each file once and no
 * separate copy of this text (decision 093); Copy, Download and the saved rule's text read it
 * from here. The web, the server and the CLI share it (decision 130).
 */
export function mainFile<F extends Pick<RuleFile, "path" | "content">>(result: {
  fileName: string;
  files: readonly F[];
}): F | undefined {
  return result.files.find((file) => file.path === result.fileName) ?? result.files[0];
}

/** The main file's text ("" for a result without files). */
export function mainText(result: {
  fileName: string;
  files: readonly Pick<RuleFile, "path" | "content">[];
}): string {
  return mainFile(result)?.content ?? "";
}
