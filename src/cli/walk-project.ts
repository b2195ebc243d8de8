import { lstat, readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { limits } from "#contract/limits";
import {
  needsContent,
  shouldReadFile,
  shouldSkipDirectory,
  type ProjectFile,
} from "#engine/project/index";

export interface WalkedProject {
  readonly files: ProjectFile[];
  /** True when the walk stopped at the cap of paths. */
  readonly capped: boolean;
}

/**
 * Walks a folder breadth first (a project's manifests sit near its root), skipping dependency
 * and build folders and symbolic links, and reads only the files the project reader uses (those
 * whose presence is the fact are listed, not read).
 */
export async function walkProject(root: string): Promise<WalkedProject> {
  const files: ProjectFile[] = [];
  let walked = 0;
  let queue = [root];
  while (queue.length > 0) {
    const next: string[] = [];
    for (const dir of queue) {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      for (const entry of entries) {
        const absolute = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!shouldSkipDirectory(entry.name)) next.push(absolute);
          continue;
        }
        if (!entry.isFile()) continue;
        if (walked === limits.projectFilesWalkedMax) return { files, capped: true };
        walked++;
        const path = relative(root, absolute).split(sep).join("/");
        if (!shouldReadFile(path)) continue;
        files.push(needsContent(path) ? await readProjectFile(absolute, path) : { path });
      }
    }
    queue = next;
  }
  return { files, capped: false };
}

async function readProjectFile(absolute: string, path: string): Promise<ProjectFile> {
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
