import { stat } from "node:fs/promises";
import { resolve } from "node:path";
import type { ProjectFacts } from "#contract/project-facts";
import { detectProject } from "#engine/project/index";
import { CliError, EXIT, type Output } from "../output";
import { walkProject } from "../walk-project";

/** The folder to read, or a usage error naming what is wrong with the path. */
export async function projectFolder(dir: string): Promise<string> {
  const absolute = resolve(dir);
  const found = await stat(absolute).catch(() => null);
  if (!found) throw new CliError(EXIT.usage, `No such folder: ${dir}`, "no-such-folder");
  if (!found.isDirectory()) throw new CliError(EXIT.usage, `Not a folder: ${dir}`, "not-a-folder");
  return absolute;
}

/** The project's facts, read locally (nothing leaves the machine). */
export async function readFacts(dir: string, out: Output): Promise<ProjectFacts> {
  const folder = await projectFolder(dir);
  const { files, capped, paths } = await out.wait(`Reading ${dir}`, walkProject(folder));
  return detectProject(files, { origin: { kind: "files" }, capped, paths });
}

const named = (item: { name: string; version: string | null; source: string }) =>
  `${item.name}${item.version ? ` ${item.version}` : ""} — ${item.source}`;

/** `rulesmith detect [dir]`: the facts as the web's import shows them. */
export async function detect(dir: string, out: Output): Promise<void> {
  const facts = await readFacts(dir, out);
  out.result(facts);
  const section = (title: string, lines: readonly string[]) => {
    if (lines.length > 0) out.say(`${title}\n${lines.map((line) => `  ${line}`).join("\n")}`);
  };
  section("Frameworks", facts.frameworks.map(named));
  section("Libraries", facts.libraries.map(named));
  section("Runtimes", facts.runtimes.map(named));
  section("Package managers", facts.packageManagers.map(named));
  section(
    "Commands",
    facts.commands.map(
      (c) => `${c.covers ? `${c.kind} (${c.covers})` : c.kind}: ${c.command} — ${c.source}`,
    ),
  );
  section(
    "Tooling",
    facts.tooling.map((t) => `${t.name} — ${t.source}`),
  );
  section(
    `Packages (${facts.workspaces?.tool ?? "none"})`,
    (facts.workspaces?.packages ?? []).map(
      (p) => `${p.path} (${p.name}${p.role ? `, ${p.role}` : ""}): ${p.frameworks.join(", ")}`,
    ),
  );
  section(
    "Your rule files",
    facts.existingRules.map((r) => `${r.path} (${r.tool}, ${r.rules.length} rules)`),
  );
  section(
    "Notes",
    facts.notes.map((n) => `${n.code}${n.path ? ` — ${n.path}` : ""}`),
  );
  if (facts.frameworks.length + facts.commands.length === 0)
    out.say("Nothing recognised in this folder.");
}
