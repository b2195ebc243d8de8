import { needsContent, shouldReadFile, shouldSkipDirectory } from "#engine/project/files";
import { limits } from "#contract/limits";
import { projectPathSchema } from "#contract/project-facts";
import type { GithubRepositoryName } from "#contract/project-import";
import { AppError } from "../lib/errors";
import { createGithubClient, type GithubTreeEntry } from "./github-client";

/**
 * Reading a public GitHub repository the way the browser reads a folder (decision 075): list
 * its paths, skip the folders the reader skips, and read only the files it names, within caps on
 * paths, files, bytes and time. The facts are derived from the result elsewhere.
 */

/** A file as the project reader takes it: its text, or why there is none. */
export interface RepositoryFile {
  path: string;
  content?: string;
  problem?: "too-large" | "binary" | "unreadable";
}

export interface RepositoryRead {
  origin: { kind: "github"; repository: string; commit: string };
  /**
   * The paths the reader uses, in the tree's order: with their text, with the problem that kept
   * it away, or, left unread by a cap, with neither.
   */
  files: RepositoryFile[];
  /** True when a cap or GitHub's own listing limit left wanted files unread. */
  capped: boolean;
  /** Every path walked, read or not: the project's folders come from them. */
  paths: string[];
}

export interface ReadCaps {
  /** Paths walked (outside skipped folders), root first. */
  paths: number;
  /** Files fetched. */
  files: number;
  /** Bytes of the fetched files together, by the tree's sizes. */
  bytes: number;
  /** Bytes of one file; a larger one is not fetched and becomes `problem: "too-large"`. */
  fileBytes: number;
}

export const defaultReadCaps: ReadCaps = {
  paths: limits.projectFilesWalkedMax,
  files: limits.githubFilesMax,
  bytes: limits.githubBytesMax,
  fileBytes: limits.projectFileBytesMax,
};

export interface GithubReadOptions {
  apiUrl: string;
  token?: string | undefined;
  /** The whole import's time budget (GITHUB_IMPORT_TIMEOUT_MS). */
  timeoutMs: number;
  /** Files fetched at once. */
  concurrency?: number;
  caps?: Partial<ReadCaps>;
}

const DEFAULT_CONCURRENCY = 8;
/** One request's limit: a stuck request must not eat the whole budget. */
const REQUEST_TIMEOUT_MS = 10_000;

/** What becomes of a selected path: fetched, too large to fetch, or left unread by a cap. */
/** "listed": a file whose presence is the fact, listed without its text (no request). */
export type SelectedFile = {
  path: string;
  size: number;
  fate: "read" | "listed" | "too-large" | "capped";
};

export interface FileSelection {
  /** The paths the reader uses, in the tree's order. */
  selected: SelectedFile[];
  capped: boolean;
  /** Every path walked, root first. */
  walked: string[];
}

/** Segments of a path: one more than its slashes. */
function depthOf(path: string): number {
  let depth = 1;
  for (let at = path.indexOf("/"); at >= 0; at = path.indexOf("/", at + 1)) depth += 1;
  return depth;
}

/**
 * Whether a path lies in a folder the reader skips, each folder judged once: a tree of 100,000
 * entries names a few thousand folders.
 */
function skippedFolders(): (path: string) => boolean {
  const known = new Map<string, boolean>([["", false]]);
  const folderSkipped = (folder: string): boolean => {
    const cached = known.get(folder);
    if (cached !== undefined) return cached;
    const slash = folder.lastIndexOf("/");
    const skipped =
      folderSkipped(slash < 0 ? "" : folder.slice(0, slash)) ||
      shouldSkipDirectory(folder.slice(slash + 1));
    known.set(folder, skipped);
    return skipped;
  };
  return (path) => folderSkipped(path.slice(0, Math.max(0, path.lastIndexOf("/"))));
}

/**
 * Which paths of a tree are fetched. The walk takes the files outside skipped folders root
 * first (then each level down, in the tree's order within a level), so the root's manifests are
 * never crowded out by a deep monorepo; of the first `caps.paths` it keeps those the reader uses.
 * A file over `caps.fileBytes` is not fetched (the tree knows its size); the others are fetched
 * while `caps.files` and `caps.bytes` allow, and past them are listed unread (the reader still
 * sees that they exist, e.g. a lockfile naming the package manager). Files are bucketed by depth
 * and checked only until the walk is full, so a tree of 100,000 entries costs a few milliseconds.
 */
export function selectFiles(
  entries: readonly GithubTreeEntry[],
  caps: ReadCaps,
  truncated = false,
): FileSelection {
  const levels: { entry: GithubTreeEntry; index: number }[][] = [];
  entries.forEach((entry, index) => {
    if (entry.type === "blob") (levels[depthOf(entry.path)] ??= []).push({ entry, index });
  });
  const skipped = skippedFolders();
  const walked: { entry: GithubTreeEntry; index: number }[] = [];
  let capped = truncated;
  walk: for (const level of levels) {
    for (const item of level ?? []) {
      // A path the facts could not name (over 300 characters, a backslash, a control
      // character: decision 121) is not walked.
      if (skipped(item.entry.path) || !projectPathSchema.safeParse(item.entry.path).success) {
        continue;
      }
      if (walked.length === caps.paths) {
        capped = true;
        break walk;
      }
      walked.push(item);
    }
  }

  const chosen: (SelectedFile & { index: number })[] = [];
  let files = 0;
  let bytes = 0;
  for (const { entry, index } of walked) {
    if (!shouldReadFile(entry.path)) continue;
    const size = entry.size ?? 0;
    let fate: SelectedFile["fate"] = "read";
    if (!needsContent(entry.path)) fate = "listed";
    else if (size > caps.fileBytes) fate = "too-large";
    else if (files >= caps.files || bytes + size > caps.bytes) fate = "capped";
    else {
      files += 1;
      bytes += size;
    }
    if (fate === "capped") capped = true;
    chosen.push({ index, path: entry.path, size, fate });
  }
  chosen.sort((a, b) => a.index - b.index);
  return {
    selected: chosen.map(({ path, size, fate }) => ({ path, size, fate })),
    capped,
    walked: walked.map(({ entry }) => entry.path),
  };
}

/** Text for the reader: NUL bytes mean binary; otherwise UTF-8 (a BOM dropped). */
export function decodeFile(path: string, bytes: Uint8Array): RepositoryFile {
  if (bytes.includes(0)) return { path, problem: "binary" };
  return { path, content: new TextDecoder("utf-8").decode(bytes) };
}

/** Runs `work` over `items` with at most `concurrency` at a time; the first failure ends it. */
async function runPool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      try {
        results[at] = await work(items[at]!);
      } catch (error) {
        next = items.length; // the other workers take nothing more
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/**
 * Reads a public repository's default branch through GitHub's REST API: the repository, its
 * branch's commit, the commit's tree, then the selected files. Only `owner/name` comes from the
 * caller; every other request is built from GitHub's own answers. Throws AppError with
 * REPOSITORY_NOT_FOUND (missing, private, empty), GITHUB_RATE_LIMITED, GITHUB_TIMEOUT or
 * GITHUB_UNAVAILABLE; a file that cannot be read is `problem: "unreadable"`, never a failure.
 */
export async function readGithubRepository(
  repository: GithubRepositoryName,
  options: GithubReadOptions,
): Promise<RepositoryRead> {
  const caps = { ...defaultReadCaps, ...options.caps };
  const budget = AbortSignal.timeout(options.timeoutMs);
  const client = createGithubClient({
    apiUrl: options.apiUrl,
    token: options.token,
    budget,
    requestTimeoutMs: Math.min(REQUEST_TIMEOUT_MS, options.timeoutMs),
  });

  const { fullName, defaultBranch } = await client.getRepository(repository.owner, repository.name);
  const commit = await client.getBranchCommit(fullName, defaultBranch);
  const tree = await client.getTree(fullName, commit);
  const { selected, capped, walked } = selectFiles(tree.entries, caps, tree.truncated);

  let bytesRead = 0;
  const files = await runPool(
    selected,
    options.concurrency ?? DEFAULT_CONCURRENCY,
    async ({ path, fate }): Promise<RepositoryFile> => {
      if (fate === "too-large") return { path, problem: "too-large" };
      // The tree's sizes were within the cap; a server that sends more gets no further reads.
      if (fate === "listed" || fate === "capped" || bytesRead > caps.bytes) return { path };
      let body: Uint8Array | "too-large";
      try {
        body = await client.getFile(fullName, path, commit, caps.fileBytes);
      } catch (error) {
        // One file never fails the import, but GitHub refusing us or the budget running out does.
        const fatal =
          !(error instanceof AppError) ||
          error.code === "GITHUB_RATE_LIMITED" ||
          (error.code === "GITHUB_TIMEOUT" && budget.aborted);
        if (fatal) throw error;
        return { path, problem: "unreadable" };
      }
      if (body === "too-large") return { path, problem: "too-large" };
      bytesRead += body.byteLength;
      return decodeFile(path, body);
    },
  );

  return {
    origin: { kind: "github", repository: fullName, commit },
    files,
    capped: capped || bytesRead > caps.bytes,
    paths: walked,
  };
}
