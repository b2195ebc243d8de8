import { limits } from "#contract/limits";
import { needsContent, shouldReadFile, shouldSkipDirectory } from "./files";
import type { ProjectFile } from "./source";

/** What a walk hands the reader: the selected files, and whether it stopped at its cap. */
export interface WalkedProject {
  readonly files: ProjectFile[];
  /** True when the walk stopped at the cap of files walked. */
  readonly capped: boolean;
  /** Every file path walked, read or not (the project's folders come from them). */
  readonly paths: string[];
}

/** An entry of a folder: a file to read or a folder to walk into. */
export type TreeEntry<File, Folder> =
  | { readonly name: string; readonly file: File }
  | { readonly name: string; readonly folder: Folder };

/** How a walker reaches its tree: the file system (CLI) or a dropped folder (browser). */
export interface Tree<File, Folder> {
  list(folder: Folder): Promise<TreeEntry<File, Folder>[]>;
  /** A selected file's text, or why it cannot be used (too large, binary, unreadable). */
  read(path: string, file: File): Promise<ProjectFile>;
}

/** Files read at once: a large folder's few manifests are read together. */
const PARALLEL_READS = 16;

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Runs `read` over the items, a few at a time, keeping their order. */
async function readAll<T>(
  items: readonly T[],
  read: (item: T) => Promise<ProjectFile>,
): Promise<ProjectFile[]> {
  const files = new Array<ProjectFile>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      files[index] = await read(items[index]!);
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, items.length) }, worker));
  return files;
}

/**
 * The walk every walker shares (docs/product/project-import.md): breadth first, since a
 * project's manifests sit near its root; names sorted within a folder; dependency and build
 * folders skipped whole; at most `projectFilesWalkedMax` files walked; only the files the reader
 * uses are read, and those whose presence is the fact only listed. Pure: the tree's access is
 * handed in.
 */
export async function walkTree<File, Folder>(
  top: readonly TreeEntry<File, Folder>[],
  tree: Tree<File, Folder>,
): Promise<WalkedProject> {
  const selected: { path: string; file: File }[] = [];
  const paths: string[] = [];
  let capped = false;
  let level = [{ prefix: "", entries: [...top] }];
  walk: while (level.length > 0) {
    const next: { prefix: string; folder: Folder }[] = [];
    for (const { prefix, entries } of level) {
      entries.sort((a, b) => byName(a.name, b.name));
      for (const entry of entries) {
        const path = prefix + entry.name;
        if ("folder" in entry) {
          if (!shouldSkipDirectory(entry.name))
            next.push({ prefix: `${path}/`, folder: entry.folder });
          continue;
        }
        if (paths.length === limits.projectFilesWalkedMax) {
          capped = true;
          break walk;
        }
        paths.push(path);
        if (shouldReadFile(path)) selected.push({ path, file: entry.file });
      }
    }
    level = await Promise.all(
      next.map(async ({ prefix, folder }) => ({ prefix, entries: await tree.list(folder) })),
    );
  }
  const files = await readAll(selected, ({ path, file }) =>
    needsContent(path) ? tree.read(path, file) : Promise.resolve({ path }),
  );
  return { files, capped, paths };
}
