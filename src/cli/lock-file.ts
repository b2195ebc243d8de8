import { createHash } from "node:crypto";
import { z } from "zod";
import { ruleLimitSchema } from "#contract/generator";
import { ruleFilePathSchema } from "#contract/rule-file-path";
import { CliError, EXIT } from "./output";
import { projectFile, readProjectFile, writeProjectFile } from "./project-files";

export const LOCK_FILE = "rulesmith.lock";

/** `rulesmith.lock`: which saved rule, which version, and what Rulesmith wrote where. */
export const lockSchema = z.object({
  lockfileVersion: z.literal(1),
  server: z.url(),
  rule: z.object({ id: z.guid(), name: z.string(), version: z.number().int().positive() }),
  limit: ruleLimitSchema,
  files: z.array(
    z.object({
      path: ruleFilePathSchema,
      role: z.enum(["core", "scoped", "json"]),
      /** SHA-256 of the file's managed part (frontmatter and block). */
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      /** An MCP file: the servers Rulesmith wrote into it, its part of the file (decision 126). */
      entries: z.object({ top: z.string(), names: z.array(z.string()) }).optional(),
    }),
  ),
});
export type Lock = z.infer<typeof lockSchema>;

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The project's lock; like every file Rulesmith touches, only inside the project (decision 119). */
export async function readLock(dir: string): Promise<Lock | undefined> {
  const text = await readProjectFile(dir, LOCK_FILE);
  if (text === undefined) return undefined;
  const parsed = lockSchema.safeParse(parseJson(text));
  if (!parsed.success) {
    throw new CliError(
      EXIT.usage,
      `${LOCK_FILE} is not a lock file Rulesmith can read; remove it and pull again.`,
    );
  }
  return parsed.data;
}

export async function writeLock(dir: string, lock: Lock): Promise<void> {
  await writeProjectFile(await projectFile(dir, LOCK_FILE), `${JSON.stringify(lock, null, 2)}\n`);
}
