/**
 * The project reader (docs/product/project-import.md): which files to read, and the facts they
 * tell. Pure — the browser's import, the CLI and the server's GitHub import share it.
 */
export { detectProject, type DetectOptions } from "./detect";
export { foldersOf } from "./folders";
export { guidanceKindsIn, withoutLiveGuidance } from "./live-guidance";
export { isInSkippedDirectory, needsContent, shouldReadFile, shouldSkipDirectory } from "./files";
export type { ProjectFile } from "./source";
export {
  applicationTypeOf,
  applyFacts,
  keptRulesOf,
  packageCommandFacts,
  plainVersion,
  projectCommandTexts,
  recognisesAnything,
  rulesToKeep,
  toolsInUse,
  withoutUnkeptRules,
} from "./apply-facts";
export { refreshForm } from "./refresh-form";
export { walkTree, type Tree, type TreeEntry, type WalkedProject } from "./walk";
