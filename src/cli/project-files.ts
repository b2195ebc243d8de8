import { constants } from "node:fs";
import { lstat, mkdir, readFile, realpath, unlink, writeFile } from "node:fs/promises";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { isRuleFilePath } from "#contract/rule-file-path";
import { CliError, EXIT } from "./output";

/**
 * Files inside the project and nowhere else (decision 119, docs/product/api-and-cli.md "The
 * `rulesmith` command"): the contract already refuses a path that leaves it; this checks again
 * on disk, where a symbolic link can lead out.
 */

function outside(path: string, why: string): CliError {
  return new CliError(
    EXIT.refused,
    `Refused ${JSON.stringify(path)}: ${why}. Nothing was written.`,
    "outside-project",
  );
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/**
 * The real path of `absolute`: `realpath` of its deepest part that exists, the rest appended.
 * Null when a part that exists is a link that points nowhere (writing through it would create
 * its target, wherever that is) or cannot be resolved (a loop of links).
 */
async function realPathOf(absolute: string): Promise<string | null> {
  const rest: string[] = [];
  let current = absolute;
  for (;;) {
    try {
      return join(await realpath(current), ...rest);
    } catch (error) {
      if (!isMissing(error)) return null;
      // Missing to realpath, present to lstat: a link that points nowhere.
      if (await exists(current)) return null;
    }
    const parent = dirname(current);
    if (parent === current) return null;
    rest.unshift(basename(current));
    current = parent;
  }
}

function isWithin(root: string, path: string): boolean {
  const between = relative(root, path);
  return (
    between !== "" && between !== ".." && !between.startsWith(`..${sep}`) && !isAbsolute(between)
  );
}

/**
 * Where `path` (relative to the project folder `dir`) really is on disk, refusing a path that is
 * not a rule file path or that ends, through a link, outside the project's real folder.
 */
export async function projectFile(dir: string, path: string): Promise<string> {
  if (!isRuleFilePath(path)) throw outside(path, "it is not a relative path inside the project");
  const root = resolve(dir);
  const target = resolve(root, path);
  if (!isWithin(root, target)) throw outside(path, "it is outside the project");
  const realRoot = await realPathOf(root);
  const real = await realPathOf(target);
  if (realRoot === null || real === null || !isWithin(realRoot, real)) {
    throw outside(path, "a symbolic link leads it outside the project, or nowhere");
  }
  return real;
}

/** A project file's text (`projectFile`'s check first), or undefined when there is none. */
export async function readProjectFile(dir: string, path: string): Promise<string | undefined> {
  const real = await projectFile(dir, path);
  return readFile(real, "utf8").catch(() => undefined);
}

// Windows has no O_NOFOLLOW; there the real path checked just before is the guard.
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

/**
 * Writes at a real path `projectFile` answered; a link put at the file's place since is not
 * followed (the write fails instead).
 */
export async function writeProjectFile(real: string, text: string): Promise<void> {
  await mkdir(dirname(real), { recursive: true });
  await writeFile(real, text, {
    flag: constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | NO_FOLLOW,
  });
}

/** Removes the file at a real path `projectFile` answered (a link there is removed, not followed). */
export async function removeProjectFile(real: string): Promise<void> {
  await unlink(real).catch((error: unknown) => {
    if (!isMissing(error)) throw error;
  });
}
