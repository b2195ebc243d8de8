import { useSyncExternalStore } from "react";
import type { ProjectFacts } from "#contract/project-facts";
import type { RuleAuditReport } from "#contract/rule-audit";
import type { WalkedProject } from "#engine/project/index";

/**
 * What the audit of the visitor's rule files (docs/product/rule-audit.md) reads, kept in this
 * tab's memory for the last import: a folder import's files, audited here, or the report the
 * server sent with a GitHub import's facts. Never stored, never sent. It belongs to the facts it
 * came with; a later import (a pasted manifest, another folder) has other facts, so its wizard
 * shows no audit it doesn't have.
 */
export type AuditSource =
  | { readonly kind: "files"; readonly walked: WalkedProject }
  | { readonly kind: "report"; readonly report: RuleAuditReport };

interface ImportedAudit {
  readonly facts: ProjectFacts;
  readonly source: AuditSource;
}

let current: ImportedAudit | null = null;
const listeners = new Set<() => void>();

/** Keeps what the audit of an import reads (or forgets it, with null). */
export function rememberImportedAudit(audit: ImportedAudit | null) {
  current = audit;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => current;

/** What the audit of `facts` reads, when this tab still has it; else null. */
export function useImportedAudit(facts: ProjectFacts | null | undefined): AuditSource | null {
  const audit = useSyncExternalStore(subscribe, read, () => null);
  return audit && facts && audit.facts === facts ? audit.source : null;
}
