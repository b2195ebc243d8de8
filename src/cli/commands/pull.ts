import { listRulesResponseSchema, savedRuleSchema, type SavedRule } from "#contract/rules";
import type { Api } from "../api";
import type { Login } from "../config-store";
import { LOCK_FILE, readLock, writeLock } from "../lock-file";
import { CliError, EXIT, type Output } from "../output";
import { projectFile } from "../project-files";
import { filesOf, writeRuleFiles } from "../rule-files";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A saved rule by its id, or by its name among the user's rules (exactly one must match). */
export async function findRule(api: Api, wanted: string): Promise<SavedRule> {
  if (UUID.test(wanted)) return api.get(`/rules/${wanted}`, savedRuleSchema);
  const matches: SavedRule[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=100&cursor=${cursor}` : "?limit=100";
    const page = await api.get(`/rules${query}`, listRulesResponseSchema);
    matches.push(...page.rules.filter((rule) => rule.name.toLowerCase() === wanted.toLowerCase()));
    cursor = page.nextCursor;
  } while (cursor);
  if (matches.length === 0) throw new CliError(EXIT.refused, `No saved rule is named "${wanted}".`);
  if (matches.length > 1) {
    throw new CliError(
      EXIT.usage,
      `${matches.length} saved rules are named "${wanted}"; pull one by its id: ${matches.map((r) => r.id).join(", ")}`,
    );
  }
  return matches[0]!;
}

/** Writes a saved rule's files into `dir` (managed blocks) and records it in rulesmith.lock. */
export async function placeRule(dir: string, rule: SavedRule, login: Login, out: Output) {
  const files = filesOf(rule);
  // The lock's place is checked with the files, before any of them is written (decision 119).
  await projectFile(dir, LOCK_FILE);
  // What Rulesmith wrote before, so the servers this version dropped leave their MCP files; a lock
  // it cannot read is replaced, as before.
  const previous = await readLock(dir).catch(() => undefined);
  const locked = await writeRuleFiles(dir, files, previous?.files);
  await writeLock(dir, {
    lockfileVersion: 1,
    server: login.url,
    rule: { id: rule.id, name: rule.name, version: rule.rule!.version },
    limit: rule.rule!.limit,
    files: locked,
  });
  out.say(`Wrote "${rule.name}" version ${rule.rule!.version}:`);
  for (const file of files) out.say(`  ${file.path}`);
  return { rule: { id: rule.id, name: rule.name, version: rule.rule!.version }, files: locked };
}

/** `rulesmith pull <saved rule>`. */
export async function pull(wanted: string, dir: string, api: Api, login: Login, out: Output) {
  const rule = await out.wait(`Fetching "${wanted}"`, findRule(api, wanted));
  out.result(await placeRule(dir, rule, login, out));
}
