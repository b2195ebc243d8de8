import { z } from "zod";
import { AppError } from "../lib/errors";
import { yieldToOthers } from "../lib/page-reader";

/**
 * The few GitHub REST calls the import makes (decision 075). Every request goes to `apiUrl`
 * followed by a path built here from validated parts: the repository's `owner/name`, the
 * default branch's name and commit, and paths from the repository's own tree. Redirects are
 * followed only while they stay under `apiUrl` (a renamed repository answers 301), so no other
 * host is ever asked.
 */
export interface GithubClientOptions {
  /** `https://api.github.com`, or an Enterprise server's `https://host/api/v3`; no trailing `/`. */
  apiUrl: string;
  /** Sent as `Authorization: Bearer`; raises GitHub's rate limit from 60 to 5,000 an hour. */
  token?: string | undefined;
  /** The import's whole time budget: when it ends, every request ends. */
  budget: AbortSignal;
  /** One request's own limit, within the budget. */
  requestTimeoutMs: number;
}

export interface GithubRepositoryInfo {
  /** `owner/name` as GitHub spells it (after a rename, the new one). */
  fullName: string;
  defaultBranch: string;
}

export interface GithubTreeEntry {
  path: string;
  type: string;
  /** Bytes of a blob; absent for folders and submodules. */
  size?: number | undefined;
}

export interface GithubTree {
  entries: GithubTreeEntry[];
  /** GitHub lists at most 100,000 entries (7 MB) of a tree; the rest is left out. */
  truncated: boolean;
}

const FULL_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/;
const COMMIT_SHA = /^[0-9a-f]{40}$/;
/** GitHub's tree answer stops at 7 MB; anything much larger is not GitHub. */
const JSON_BYTES_MAX = 16 * 1024 * 1024;
const REDIRECTS_MAX = 3;
/** When GitHub names no moment to try again. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;
const RETRY_AFTER_MAX_SECONDS = 3600;

const repositorySchema = z.object({
  full_name: z.string(),
  private: z.boolean(),
  /** Enterprise servers also know `internal`: visible to the company, not to us. */
  visibility: z.string().optional(),
  default_branch: z.string().nonempty(),
});
const branchSchema = z.object({ commit: z.object({ sha: z.string() }) });
const treeSchema = z.object({
  truncated: z.boolean().optional(),
  tree: z.array(z.unknown()),
});
const treeEntrySchema = z.object({
  path: z.string(),
  type: z.string(),
  size: z.number().int().nonnegative().optional(),
});
const notUnderstood = (what: string) =>
  new AppError("GITHUB_UNAVAILABLE", `GitHub's answer for ${what} was not understood.`);

/** Tree entries checked between two turns of the event loop (about 5 ms of work). */
const TREE_ENTRIES_A_TURN = 10_000;

/**
 * A tree's entries, each checked, a slice at a time with the event loop's other work between:
 * GitHub lists up to 100,000 (docs/product/project-import.md).
 */
export async function treeEntries(raw: readonly unknown[]): Promise<GithubTreeEntry[] | undefined> {
  const entries: GithubTreeEntry[] = [];
  for (let at = 0; at < raw.length; at += TREE_ENTRIES_A_TURN) {
    if (at > 0) await yieldToOthers();
    for (const item of raw.slice(at, at + TREE_ENTRIES_A_TURN)) {
      const entry = treeEntrySchema.safeParse(item);
      if (!entry.success) return undefined;
      entries.push(entry.data);
    }
  }
  return entries;
}

/** A path of the API with each part encoded: nothing given can add a segment or a query. */
const apiPath = (...parts: string[]) =>
  parts.map((part) => part.split("/").map(encodeURIComponent).join("/")).join("/");

/** Seconds until GitHub takes requests again, from `retry-after` or `x-ratelimit-reset`. */
function retryAfterSeconds(headers: Headers, now: number): number {
  const retryAfter = Number(headers.get("retry-after"));
  const reset = Number(headers.get("x-ratelimit-reset"));
  const seconds =
    headers.get("retry-after") !== null && Number.isFinite(retryAfter)
      ? retryAfter
      : headers.get("x-ratelimit-reset") !== null && Number.isFinite(reset)
        ? reset - Math.floor(now / 1000)
        : DEFAULT_RETRY_AFTER_SECONDS;
  return Math.min(RETRY_AFTER_MAX_SECONDS, Math.max(1, Math.ceil(seconds)));
}

/** GitHub's primary (403/429 with no requests remaining) and secondary (retry-after) limits. */
function isRateLimited(response: Response): boolean {
  if (response.status === 429) return true;
  return (
    response.status === 403 &&
    (response.headers.get("x-ratelimit-remaining") === "0" ||
      response.headers.get("retry-after") !== null)
  );
}

/** A failed answer as the error the caller meets. */
function answerError(response: Response, what: string): AppError {
  if (isRateLimited(response)) {
    return new AppError("GITHUB_RATE_LIMITED", "GitHub's rate limit is reached.", {
      retryAfterSeconds: retryAfterSeconds(response.headers, Date.now()),
    });
  }
  // 404: missing, or private without access; 451: blocked; 409: empty (no commits yet).
  if ([404, 409, 410, 451].includes(response.status)) {
    return new AppError("REPOSITORY_NOT_FOUND", `GitHub has no ${what} (${response.status}).`);
  }
  return new AppError("GITHUB_UNAVAILABLE", `GitHub answered ${response.status} for ${what}.`);
}

/** The body, or "too-large" as soon as it passes `maxBytes` (the rest is never read). */
async function readBody(response: Response, maxBytes: number): Promise<Uint8Array | "too-large"> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return "too-large";
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return "too-large";
    }
    chunks.push(value);
  }
  const body = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

export function createGithubClient(options: GithubClientOptions) {
  const headers: Record<string, string> = {
    "User-Agent": "Rulesmith",
    "X-GitHub-Api-Version": "2022-11-28",
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
  };
  const base = `${options.apiUrl}/`;

  /** Failures of the connection itself: the budget or the request's own limit ran out, or none. */
  function connectionError(error: unknown, what: string): AppError {
    if (error instanceof AppError) return error;
    const name = error instanceof Error ? error.name : "";
    if (options.budget.aborted || name === "TimeoutError" || name === "AbortError") {
      return new AppError("GITHUB_TIMEOUT", `GitHub took too long to answer for ${what}.`);
    }
    return new AppError("GITHUB_UNAVAILABLE", `GitHub could not be reached for ${what}.`);
  }

  /**
   * One GET, answered with its body (at most `maxBytes`, else "too-large"). Throws AppError:
   * REPOSITORY_NOT_FOUND, GITHUB_RATE_LIMITED, GITHUB_TIMEOUT or GITHUB_UNAVAILABLE.
   */
  async function get(path: string, accept: string, what: string, maxBytes: number) {
    let url = `${base}${path}`;
    const signal = AbortSignal.any([options.budget, AbortSignal.timeout(options.requestTimeoutMs)]);
    try {
      for (let redirects = 0; ; redirects++) {
        const response = await fetch(url, {
          headers: { ...headers, Accept: accept },
          redirect: "manual",
          signal,
        });
        const location = response.headers.get("location");
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          const next = new URL(location, url).href;
          if (!next.startsWith(base) || redirects === REDIRECTS_MAX) {
            throw new AppError("GITHUB_UNAVAILABLE", `GitHub redirected ${what} elsewhere.`);
          }
          url = next;
          continue;
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw answerError(response, what);
        }
        return await readBody(response, maxBytes);
      }
    } catch (error) {
      throw connectionError(error, what);
    }
  }

  async function getJson<S extends z.ZodType>(path: string, schema: S, what: string) {
    const body = await get(path, "application/vnd.github+json", what, JSON_BYTES_MAX);
    let parsed: z.ZodSafeParseResult<z.output<S>> | undefined;
    if (body !== "too-large") {
      try {
        parsed = schema.safeParse(JSON.parse(new TextDecoder().decode(body)));
      } catch {
        parsed = undefined;
      }
    }
    if (!parsed?.success) throw notUnderstood(what);
    return parsed.data;
  }

  return {
    /** The repository, only when public: a private one is "not found" like a missing one. */
    async getRepository(owner: string, name: string): Promise<GithubRepositoryInfo> {
      const what = "the repository";
      const repository = await getJson(apiPath("repos", owner, name), repositorySchema, what);
      const visibility = repository.visibility ?? (repository.private ? "private" : "public");
      if (repository.private || visibility !== "public") {
        throw new AppError("REPOSITORY_NOT_FOUND", "The repository is not public.");
      }
      return {
        fullName: FULL_NAME.test(repository.full_name) ? repository.full_name : `${owner}/${name}`,
        defaultBranch: repository.default_branch,
      };
    },

    /** The commit the branch points at. */
    async getBranchCommit(fullName: string, branch: string): Promise<string> {
      const what = "the default branch";
      const path = apiPath("repos", fullName, "branches", branch);
      const { commit } = await getJson(path, branchSchema, what);
      if (!COMMIT_SHA.test(commit.sha)) throw notUnderstood(what);
      return commit.sha;
    },

    /** Every path of the commit, in GitHub's order. */
    async getTree(fullName: string, commit: string): Promise<GithubTree> {
      const path = `${apiPath("repos", fullName, "git", "trees", commit)}?recursive=1`;
      const what = "the file list";
      const tree = await getJson(path, treeSchema, what);
      const entries = await treeEntries(tree.tree);
      if (!entries) throw notUnderstood(what);
      return { entries, truncated: tree.truncated ?? false };
    },

    /** A file's bytes at the commit, or "too-large" past `maxBytes`. */
    async getFile(fullName: string, path: string, commit: string, maxBytes: number) {
      const url = `${apiPath("repos", fullName, "contents", path)}?ref=${commit}`;
      return get(url, "application/vnd.github.raw", `the file ${path}`, maxBytes);
    },
  };
}

export type GithubClient = ReturnType<typeof createGithubClient>;
