import { limits } from "#contract/limits";
import {
  needsContent,
  shouldReadFile,
  shouldSkipDirectory,
  type ProjectFile,
} from "#engine/project/index";

/**
 * The browser's side of "Import your project" (docs/product/project-import.md): the same walk as
 * the CLI's (`src/cli/walk-project.ts`) over what the visitor dropped or picked. Breadth first,
 * names sorted within a folder, dependency and build folders skipped whole, at most
 * `limits.projectFilesWalkedMax` files walked; only the files `shouldReadFile` accepts are read
 * (those whose presence is the fact, `needsContent` false, only listed), and their text stays in
 * the browser.
 */
export interface WalkedProject {
  readonly files: ProjectFile[];
  /** True when the walk stopped at the cap of paths. */
  readonly capped: boolean;
}

/** Files read at once: a drop of a large folder reads its few manifests together. */
const PARALLEL_READS = 16;

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A file's text, or why it can't be used: too large, binary (a NUL byte), unreadable. */
export async function readProjectFile(path: string, file: Blob): Promise<ProjectFile> {
  if (file.size > limits.projectFileBytesMax) return { path, problem: "too-large" };
  try {
    const content = await file.text();
    if (content.includes("\0")) return { path, problem: "binary" };
    return { path, content };
  } catch {
    return { path, problem: "unreadable" };
  }
}

/** Reads the listed files, a few at a time, keeping their order. */
async function readAll<T>(
  listed: readonly T[],
  read: (item: T) => Promise<ProjectFile>,
): Promise<ProjectFile[]> {
  const files: ProjectFile[] = new Array<ProjectFile>(listed.length);
  let next = 0;
  async function worker() {
    while (next < listed.length) {
      const index = next++;
      files[index] = await read(listed[index]!);
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, listed.length) }, worker));
  return files;
}

// ---------------------------------------------------------------------------------------------
// Picked with <input type="file" webkitdirectory> (or plain files): the browser lists every file
// with its `webkitRelativePath`, "<picked folder>/src/package.json".

/** "src/package.json" for a picked folder's file; the file's name for a file picked alone. */
function pickedPath(file: File): string {
  const relative = file.webkitRelativePath;
  if (!relative) return file.name;
  const slash = relative.indexOf("/");
  return slash < 0 ? relative : relative.slice(slash + 1);
}

/**
 * Breadth-first order of paths: fewer segments first, then segment by segment by name — the
 * order in which a breadth-first walk with sorted folders meets them.
 */
function breadthFirst(a: readonly string[], b: readonly string[]): number {
  if (a.length !== b.length) return a.length - b.length;
  for (let i = 0; i < a.length; i++) {
    const order = byName(a[i]!, b[i]!);
    if (order !== 0) return order;
  }
  return 0;
}

/** The facts' files from a picked folder or picked files. */
export async function walkFileList(list: Iterable<File>): Promise<WalkedProject> {
  const walked = [...list]
    .map((file) => ({ file, segments: pickedPath(file).split("/") }))
    .filter(({ segments }) => !segments.slice(0, -1).some(shouldSkipDirectory))
    .sort((a, b) => breadthFirst(a.segments, b.segments));
  const capped = walked.length > limits.projectFilesWalkedMax;
  const selected = walked
    .slice(0, limits.projectFilesWalkedMax)
    .map(({ file, segments }) => ({ file, path: segments.join("/") }))
    .filter(({ path }) => shouldReadFile(path));
  const files = await readAll(selected, ({ path, file }) =>
    needsContent(path) ? readProjectFile(path, file) : Promise.resolve({ path }),
  );
  return { files, capped };
}

// ---------------------------------------------------------------------------------------------
// Dropped: `DataTransferItem.webkitGetAsEntry()` gives entries; folders are walked here.

/** Every entry of a folder (the browser hands them out in batches). */
async function readFolder(folder: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = folder.createReader();
  const entries: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    ).catch(() => []);
    if (batch.length === 0) return entries;
    entries.push(...batch);
  }
}

const isFolder = (entry: FileSystemEntry): entry is FileSystemDirectoryEntry => entry.isDirectory;
const isFile = (entry: FileSystemEntry): entry is FileSystemFileEntry => entry.isFile;

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

async function readEntry(path: string, entry: FileSystemFileEntry): Promise<ProjectFile> {
  if (!needsContent(path)) return { path };
  try {
    return await readProjectFile(path, await fileOf(entry));
  } catch {
    return { path, problem: "unreadable" };
  }
}

/**
 * The facts' files from a drop. One dropped folder is the project's root (its own name is not
 * part of the paths); several items are the root's contents.
 */
export async function walkEntries(dropped: readonly FileSystemEntry[]): Promise<WalkedProject> {
  const only = dropped.length === 1 ? dropped[0] : undefined;
  const top = only && isFolder(only) ? await readFolder(only) : [...dropped];
  const selected: { path: string; entry: FileSystemFileEntry }[] = [];
  let walked = 0;
  let level: { prefix: string; entries: FileSystemEntry[] }[] = [{ prefix: "", entries: top }];
  while (level.length > 0) {
    const next: { prefix: string; folder: FileSystemDirectoryEntry }[] = [];
    for (const { prefix, entries } of level) {
      entries.sort((a, b) => byName(a.name, b.name));
      for (const entry of entries) {
        const path = prefix + entry.name;
        if (isFolder(entry)) {
          if (!shouldSkipDirectory(entry.name)) next.push({ prefix: `${path}/`, folder: entry });
          continue;
        }
        if (!isFile(entry)) continue;
        if (walked === limits.projectFilesWalkedMax) {
          return { files: await readAll(selected, readSelected), capped: true };
        }
        walked++;
        if (shouldReadFile(path)) selected.push({ path, entry });
      }
    }
    level = await Promise.all(
      next.map(async ({ prefix, folder }) => ({ prefix, entries: await readFolder(folder) })),
    );
  }
  return { files: await readAll(selected, readSelected), capped: false };
}

const readSelected = ({ path, entry }: { path: string; entry: FileSystemFileEntry }) =>
  readEntry(path, entry);
