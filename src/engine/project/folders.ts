import { limits } from "#contract/limits";
import { shouldSkipDirectory } from "./files";

/** How deep the facts list a project's folders: `src/`, `src/app/`. */
export const FOLDER_DEPTH = 2;

const depthOf = (path: string) => path.split("/").length;

/**
 * The project's folders that hold files, down to `FOLDER_DEPTH` (and one level into each monorepo
 * package), from the paths a walker saw:
 * dependency and build folders left out as the walk leaves them; the shallowest first when there
 * are more than the facts hold, then sorted by path. The layout and the paths a rule names are
 * checked against them (docs/product/project-import.md).
 */
export function foldersOf(paths: Iterable<string>, packages: readonly string[] = []): string[] {
  const folders = new Set<string>();
  // A monorepo package's own folders too, one level below it (`apps/web/src`).
  const depthIn = (path: string) =>
    packages.reduce(
      (depth, pkg) => (path.startsWith(`${pkg}/`) ? Math.max(depth, depthOf(pkg) + 1) : depth),
      FOLDER_DEPTH,
    );
  for (const path of paths) {
    const segments = path.split("/");
    const deepest = depthIn(path);
    for (let depth = 1; depth < segments.length && depth <= deepest; depth++) {
      if (shouldSkipDirectory(segments[depth - 1]!)) break;
      folders.add(segments.slice(0, depth).join("/"));
    }
  }
  return [...folders]
    .sort((a, b) => depthOf(a) - depthOf(b) || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limits.projectFoldersMax)
    .sort();
}
