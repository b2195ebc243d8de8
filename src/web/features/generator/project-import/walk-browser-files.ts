import { limits } from "#contract/limits";
import {
  walkTree,
  type ProjectFile,
  type TreeEntry,
  type WalkedProject,
} from "#engine/project/index";

/**
 * The browser's side of "Import your project" (docs/product/project-import.md): what the visitor
 * dropped or picked is walked as every walker walks (`walkTree`: breadth first, skipped folders
 * never entered, the cap, only the reader's files read); their text stays in the browser.
 */
export type { WalkedProject };

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

/** A picked folder as the browser lists it, made into a tree to walk. */
interface PickedFolder {
  readonly files: Map<string, File>;
  readonly folders: Map<string, PickedFolder>;
}

function pickedTree(list: Iterable<File>): PickedFolder {
  const root: PickedFolder = { files: new Map(), folders: new Map() };
  for (const file of list) {
    const segments = pickedPath(file).split("/");
    const name = segments.pop()!;
    let folder = root;
    for (const segment of segments) {
      let child = folder.folders.get(segment);
      if (!child) folder.folders.set(segment, (child = { files: new Map(), folders: new Map() }));
      folder = child;
    }
    folder.files.set(name, file);
  }
  return root;
}

const entriesOf = (folder: PickedFolder): TreeEntry<File, PickedFolder>[] => [
  ...[...folder.folders].map(([name, child]) => ({ name, folder: child })),
  ...[...folder.files].map(([name, file]) => ({ name, file })),
];

/** The facts' files from a picked folder or picked files, walked as a dropped folder is. */
export async function walkFileList(list: Iterable<File>): Promise<WalkedProject> {
  return walkTree(entriesOf(pickedTree(list)), {
    list: async (folder) => entriesOf(folder),
    read: readProjectFile,
  });
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

type DroppedEntry = TreeEntry<FileSystemFileEntry, FileSystemDirectoryEntry>;

function toTreeEntry(entry: FileSystemEntry): DroppedEntry[] {
  if (entry.isDirectory) return [{ name: entry.name, folder: entry as FileSystemDirectoryEntry }];
  return entry.isFile ? [{ name: entry.name, file: entry as FileSystemFileEntry }] : [];
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

async function readEntry(path: string, entry: FileSystemFileEntry): Promise<ProjectFile> {
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
  const top = only?.isDirectory ? await readFolder(only as FileSystemDirectoryEntry) : [...dropped];
  return walkTree(top.flatMap(toTreeEntry), {
    list: async (folder) => (await readFolder(folder)).flatMap(toTreeEntry),
    read: readEntry,
  });
}
