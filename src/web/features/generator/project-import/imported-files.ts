import { useSyncExternalStore } from "react";
import type { ProjectFacts } from "#contract/project-facts";
import type { WalkedProject } from "#engine/project/index";

/**
 * The files of the last folder import, kept in this tab's memory for the audit of the visitor's
 * rule files (docs/product/rule-audit.md): never stored, never sent. They belong to the facts
 * they were read into; a later import (GitHub, a pasted manifest, another folder) has other
 * facts, so its wizard shows no audit of files it doesn't have.
 */
interface ImportedFiles {
  readonly facts: ProjectFacts;
  readonly walked: WalkedProject;
}

let current: ImportedFiles | null = null;
const listeners = new Set<() => void>();

/** Keeps a folder import's files (or forgets them, with null). */
export function rememberImportedFiles(files: ImportedFiles | null) {
  current = files;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => current;

/** The walked files `facts` were read from, when this tab still has them; else null. */
export function useImportedFiles(facts: ProjectFacts | null | undefined): WalkedProject | null {
  const files = useSyncExternalStore(subscribe, read, () => null);
  return files && facts && files.facts === facts ? files.walked : null;
}
