import { lstat, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { limits } from "#contract/limits";
import {
  walkTree,
  type ProjectFile,
  type TreeEntry,
  type WalkedProject,
} from "#engine/project/index";

type Entry = TreeEntry<string, string>;

/** A folder's files and folders by absolute path; symbolic links and the unreadable are left out. */
async function list(dir: string): Promise<Entry[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.flatMap((entry): Entry[] => {
    const absolute = join(dir, entry.name);
    if (entry.isDirectory()) return [{ name: entry.name, folder: absolute }];
    return entry.isFile() ? [{ name: entry.name, file: absolute }] : [];
  });
}

async function read(path: string, absolute: string): Promise<ProjectFile> {
  try {
    const { size } = await lstat(absolute);
    if (size > limits.projectFileBytesMax) return { path, problem: "too-large" };
    const bytes = await readFile(absolute);
    if (bytes.includes(0)) return { path, problem: "binary" };
    return { path, content: bytes.toString("utf8") };
  } catch {
    return { path, problem: "unreadable" };
  }
}

/** A project folder on disk, walked as every walker walks (`walkTree`). */
export async function walkProject(root: string): Promise<WalkedProject> {
  return walkTree(await list(root), { list, read });
}
