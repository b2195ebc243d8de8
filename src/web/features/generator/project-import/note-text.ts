import type { TFunction } from "i18next";
import { limits } from "#contract/limits";
import type { ProjectNote } from "#contract/project-facts";

/** A reader's note in the visitor's language: its code picks the text, its params fill it. */
export function noteText(note: ProjectNote, t: TFunction): string {
  return t(`projectImport.notes.${note.code}`, {
    ...note.params,
    path: note.path ?? "",
    megabytes: limits.projectFileBytesMax / (1024 * 1024),
  });
}
