import { readFile } from "node:fs/promises";
import type { RuleFile } from "#contract/generator";
import type { SavedRule } from "#contract/rules";
import { sha256, type Lock } from "./lock-file";
import { generatedPart, partText, syntaxOf, teamText, writePart } from "./managed-blocks";
import { mcpEntries, withoutServers } from "./mcp-entries";
import { CliError, EXIT } from "./output";
import { projectFile, removeProjectFile, writeProjectFile } from "./project-files";

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
 * The MCP files the previous lock records that the rule no longer has, without the servers
 * Rulesmith wrote into them (decision 136); a file left with nothing is removed (""). A file that
 * can no longer be read as such is left alone.
 */
async function plannedRemovals(dir: string, files: readonly RuleFile[], previous: Lock["files"]) {
  const kept = new Set(files.map((file) => file.path));
  const planned = await Promise.all(
    previous.map(async ({ path, entries }) => {
      if (!entries || kept.has(path)) return [];
      const absolute = await projectFile(dir, path);
      const existing = await readText(absolute);
      const text = existing === undefined ? null : withoutServers(path, existing, entries);
      return text === null || text === existing ? [] : [{ absolute, text }];
    }),
  );
  return planned.flat();
}

/**
 * Writes each file through its managed block (the team's lines around it survive) and answers
 * the lock's entries. `previous` is the lock's files before: a server of ours the rule no longer
 * has leaves its MCP file. A file whose markers are broken, or whose path leads outside the
 * project (decision 119), is refused before anything is written.
 */
export async function writeRuleFiles(
  dir: string,
  files: readonly RuleFile[],
  previous: Lock["files"] = [],
): Promise<Lock["files"]> {
  const before = new Map(previous.map((file) => [file.path, file.entries?.names ?? []]));
  const targets = await Promise.all(files.map((file) => projectFile(dir, file.path)));
  const planned = await Promise.all(
    files.map(async (file, index) => {
      const absolute = targets[index]!;
      const existing = await readText(absolute);
      const entries = mcpEntries(file);
      const dropped = (before.get(file.path) ?? []).filter(
        (name) => !entries?.names.includes(name),
      );
      const text = writePart(file.path, file.content, existing, dropped);
      if (text === null) {
        throw new CliError(
          EXIT.usage,
          syntaxOf(file.path) === "entries"
            ? `${file.path} is not a JSON object. Fix or remove it, then try again.`
            : `${file.path} has broken rulesmith:begin / rulesmith:end markers. Fix or remove them, then try again.`,
        );
      }
      return { file, absolute, text, entries, team: teamText(file.path, existing) };
    }),
  );
  const removals = await plannedRemovals(dir, files, previous);
  for (const { absolute, text } of planned) await writeProjectFile(absolute, text);
  for (const { absolute, text } of removals) {
    await (text === "" ? removeProjectFile(absolute) : writeProjectFile(absolute, text));
  }
  return planned.map(({ file, team, entries }) => ({
    path: file.path,
    role: file.role,
    sha256: sha256(partText(generatedPart(file.path, file.content, team))),
    ...(entries ? { entries: { top: entries.top, names: [...entries.names] } } : {}),
  }));
}
