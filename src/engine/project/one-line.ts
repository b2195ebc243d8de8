import { hasControlCharacter, withoutControlCharacters } from "#contract/fact-text";
import { limits } from "#contract/limits";
import type { CommandFact, ProjectFacts, WorkspacePackage } from "#contract/project-facts";
import { baseName } from "./files";

/**
 * The facts with every name, path, command and version on one line (docs/product/project-import.md
 * "One line each", decision 121). Git and GitHub allow a newline in a folder's or a package's
 * name; the contract refuses it, so the reader never hands it on:
 *
 * - a path (a file, a folder, a package's folder, a source) with a control character is left
 *   out, as if the walker had not seen it — `detectProject` drops such files before reading;
 * - a command with one is left out: a cleaned command would be another command;
 * - a version with one is unknown (`null`);
 * - a package's name with one is its folder's name, as for a package without a name (its
 *   commands that name it are left out with the rest);
 * - a note's values lose them (each run becomes a space): the note is about a file, and says so.
 */
export function withOneLineFacts(facts: ProjectFacts): ProjectFacts {
  const safe = (text: string) => !hasControlCharacter(text);
  const commands = (list: readonly CommandFact[]) =>
    list.filter((fact) => safe(fact.command) && safe(fact.source));
  const versioned = <T extends { version: string | null; source: string }>(list: readonly T[]) =>
    list
      .filter((fact) => safe(fact.source))
      .map((fact) => (fact.version && !safe(fact.version) ? { ...fact, version: null } : fact));
  const packages = (facts.workspaces?.packages ?? [])
    .filter((pkg) => safe(pkg.path) && safe(pkg.source))
    .map((pkg): WorkspacePackage => ({
      ...pkg,
      name: safe(pkg.name) ? pkg.name : baseName(pkg.path).slice(0, limits.projectNameMax),
      commands: commands(pkg.commands),
    }));
  return {
    ...facts,
    languages: facts.languages.filter((fact) => safe(fact.source)),
    frameworks: versioned(facts.frameworks),
    libraries: versioned(facts.libraries),
    runtimes: versioned(facts.runtimes),
    packageManagers: versioned(facts.packageManagers),
    commands: commands(facts.commands),
    tooling: facts.tooling.filter((fact) => safe(fact.source)),
    workspaces:
      facts.workspaces && safe(facts.workspaces.source) && packages.length > 0
        ? { ...facts.workspaces, packages }
        : null,
    existingRules: facts.existingRules.filter((file) => safe(file.path)),
    notes: facts.notes
      .filter((note) => note.path === null || safe(note.path))
      .map((note) => ({
        ...note,
        params: Object.fromEntries(
          Object.entries(note.params).map(([key, value]) => [key, withoutControlCharacters(value)]),
        ),
      })),
    ...(facts.folders ? { folders: facts.folders.filter(safe) } : {}),
    ...(facts.guidance ? { guidance: facts.guidance.filter((entry) => safe(entry.path)) } : {}),
  };
}
