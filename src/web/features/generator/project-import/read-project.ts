import type { ProjectFacts } from "#contract/project-facts";
import { detectProject, recognisesAnything } from "#engine/project/index";
import {
  readProjectFile,
  walkEntries,
  walkFileList,
  type WalkedProject,
} from "./walk-browser-files";
import { rememberImportedAudit } from "./imported-files";

/**
 * The project reader as the wizard loads it, on demand (`loadProjectReader`): the walk, the pure
 * reader and its parsers stay out of the landing's and the wizard's chunks (decision 077). Every
 * byte is read here, in the browser; only the facts go on. A walked folder's files stay in the
 * tab's memory for the audit of its rule files (`imported-files.ts`), never sent.
 */

function factsOf(walked: WalkedProject): ProjectFacts {
  const { files, capped, paths } = walked;
  const facts = detectProject(files, { origin: { kind: "files" }, capped, paths });
  rememberImportedAudit({ facts, source: { kind: "files", walked } });
  return facts;
}

/** Facts from a drop's entries (`DataTransferItem.webkitGetAsEntry()`). */
export async function readDroppedEntries(entries: readonly FileSystemEntry[]) {
  return factsOf(await walkEntries(entries));
}

/** Facts from a picked folder (`webkitdirectory`) or picked files. */
export async function readPickedFiles(files: Iterable<File>) {
  return factsOf(await walkFileList(files));
}

/** Facts from one pasted manifest, read as if it were the file `name` at the project's root. */
export async function readPastedManifest(name: string, text: string) {
  const file = await readProjectFile(name, new Blob([text]));
  // One file says nothing of the project's folders: the layout stays the framework's.
  return detectProject([file], { origin: { kind: "files" } });
}

export { recognisesAnything };
