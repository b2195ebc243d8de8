import { readFile } from "node:fs/promises";
import type { RuleFile } from "#contract/generator";
import type { SavedRule } from "#contract/rules";
import { sha256, type Lock } from "./lock-file";
import { ownedEntries } from "./json-entries";
import { generatedPart, partText, syntaxOf, teamText, writePart } from "./managed-blocks";
import { CliError, EXIT } from "./output";
import { projectFile, writeProjectFile } from "./project-files";

/** The files of a saved rule; a rule saved before files were kept has none to write. */
export function filesOf(rule: SavedRule): RuleFile[] {
  if (!rule.rule || rule.rule.files.length === 0) {
    throw new CliError(
      EXIT.refused,
      `"${rule.name}" was saved without its files. Regenerate it once in Rulesmith, then try again.`,
    );
  }
  return rule.rule.files;
}

/** A file's text on disk, or undefined when there is none. */
export function readText(path: string): Promise<string | undefined> {
  return readFile(path, "utf8").catch(() => undefined);
}

/**
 * Writes each file through its managed block (the team's lines around it survive) and answers
 * the lock's entries. A file whose markers are broken, or whose path leads outside the project
 * (decision 119), is refused before anything is written.
 */
export async function writeRuleFiles(
  dir: string,
  files: readonly RuleFile[],
): Promise<Lock["files"]> {
  const targets = await Promise.all(files.map((file) => projectFile(dir, file.path)));
  const planned = await Promise.all(
    files.map(async (file, index) => {
      const absolute = targets[index]!;
      const existing = await readText(absolute);
      const text = writePart(file.path, file.content, existing);
      if (text === null) {
        throw new CliError(
          EXIT.usage,
          syntaxOf(file.path) === "entries"
            ? `${file.path} is not a JSON object. Fix or remove it, then try again.`
            : `${file.path} has broken rulesmith:begin / rulesmith:end markers. Fix or remove them, then try again.`,
        );
      }
      return { file, absolute, text, team: teamText(file.path, existing) };
    }),
  );
  for (const { absolute, text } of planned) await writeProjectFile(absolute, text);
  return planned.map(({ file, team }) => {
    const entries = syntaxOf(file.path) === "entries" ? ownedEntries(file.content) : null;
    return {
      path: file.path,
      role: file.role,
      sha256: sha256(partText(generatedPart(file.path, file.content, team))),
      ...(entries ? { entries: { top: entries.top, names: [...entries.names] } } : {}),
    };
  });
}
