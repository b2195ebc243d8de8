import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A file of a fake repository: its text, or only a size (never served: a test asserts so). */
export type FakeFile = string | Uint8Array | { size: number };

export interface FakeRepository {
  files: Record<string, FakeFile>;
  /** GitHub answers 404 for a private repository unless the token may read it. */
  private?: boolean;
  defaultBranch?: string;
  /** Default: derived from the repository's name. */
  commit?: string;
  /** GitHub's flag for a tree listing cut short. */
  truncated?: boolean;
  /** A former name: requests for it are redirected (301) to the repository's own. */
  renamedFrom?: string;
}

export interface RecordedGithubRequest {
  method: string;
  /** Below the base path (`/repos/o/n`), without the query. */
  path: string;
  query: string;
  accept: string | undefined;
  authorization: string | undefined;
  userAgent: string | undefined;
}

/** An answer that replaces the normal one for some requests; "hang" never answers. */
export type GithubOverride =
  | { status: number; headers?: Record<string, string>; body?: unknown }
  | { delayMs: number }
  | "hang";

const json = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
};

const bytesOf = (file: FakeFile): Uint8Array | undefined =>
  typeof file === "string"
    ? new TextEncoder().encode(file)
    : file instanceof Uint8Array
      ? file
      : undefined;

const sizeOf = (file: FakeFile) => bytesOf(file)?.byteLength ?? (file as { size: number }).size;

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");

/** `git ls-tree -r -t` order: depth first, names compared bytewise, a folder as `name/`. */
function treeEntries(files: Record<string, FakeFile>) {
  interface Folder {
    folders: Map<string, Folder>;
    files: Map<string, FakeFile>;
  }
  const root: Folder = { folders: new Map(), files: new Map() };
  for (const [path, file] of Object.entries(files)) {
    const parts = path.split("/");
    let folder = root;
    for (const part of parts.slice(0, -1)) {
      let sub = folder.folders.get(part);
      if (!sub) folder.folders.set(part, (sub = { folders: new Map(), files: new Map() }));
      folder = sub;
    }
    folder.files.set(parts.at(-1)!, file);
  }
  const entries: { path: string; mode: string; type: string; sha: string; size?: number }[] = [];
  const walk = (folder: Folder, prefix: string) => {
    const names = [
      ...[...folder.folders.keys()].map((name) => ({ name, key: `${name}/`, folder: true })),
      ...[...folder.files.keys()].map((name) => ({ name, key: name, folder: false })),
    ].sort((a, b) => Buffer.compare(Buffer.from(a.key), Buffer.from(b.key)));
    for (const { name, folder: isFolder } of names) {
      const path = `${prefix}${name}`;
      if (isFolder) {
        entries.push({ path, mode: "040000", type: "tree", sha: sha1(`tree ${path}`) });
        walk(folder.folders.get(name)!, `${path}/`);
      } else {
        const file = folder.files.get(name)!;
        entries.push({
          path,
          mode: "100644",
          type: "blob",
          sha: sha1(`blob ${path}`),
          size: sizeOf(file),
        });
      }
    }
  };
  walk(root, "");
  return entries;
}

/**
 * A local stand-in for GitHub's REST API (api.github.com or an Enterprise server under
 * `prefix`, e.g. `/api/v3`), for tests. It serves repositories from `repositories`
 * (`"owner/name"` → files): `GET /repos/{o}/{n}`, `/branches/{b}`, `/git/trees/{sha}?recursive=1`
 * and `/contents/{path}?ref={sha}` with `Accept: application/vnd.github.raw`; anything else is
 * 404. Every request is recorded; `override` replaces the answer for some of them.
 */
export async function startGithubApi(
  repositories: Record<string, FakeRepository> = {},
  { prefix = "" }: { prefix?: string } = {},
) {
  const requests: RecordedGithubRequest[] = [];
  let override: ((request: RecordedGithubRequest) => GithubOverride | undefined) | undefined;
  const hanging = new Set<ServerResponse>();
  let inFlight = 0;
  let maxInFlight = 0;

  const find = (owner: string, name: string) => {
    const wanted = `${owner}/${name}`.toLowerCase();
    for (const [fullName, repository] of Object.entries(repositories)) {
      if (fullName.toLowerCase() === wanted) return { fullName, repository, moved: false };
      if (repository.renamedFrom?.toLowerCase() === wanted)
        return { fullName, repository, moved: true };
    }
    return undefined;
  };
  const commitOf = (fullName: string, repository: FakeRepository) =>
    repository.commit ?? sha1(`commit ${fullName}`);

  function answer(req: IncomingMessage, res: ServerResponse, recorded: RecordedGithubRequest) {
    const notFound = () =>
      json(res, 404, {
        message: "Not Found",
        documentation_url: "https://docs.github.com/rest",
        status: "404",
      });
    const match = /^\/repos\/([^/]+)\/([^/]+)(?:\/(.*))?$/.exec(recorded.path);
    if (req.method !== "GET" || !match) return notFound();
    const [, owner, name, rest = ""] = match.map((part) => part && decodeURIComponent(part));
    const found = find(owner!, name!);
    const mayRead = found && (!found.repository.private || recorded.authorization);
    if (!found || !mayRead) return notFound();
    const { fullName, repository, moved } = found;
    if (moved) {
      // GitHub answers a renamed repository's old name with a redirect to its new one.
      const { port } = server.address() as AddressInfo;
      const query = recorded.query ? `?${recorded.query}` : "";
      res.writeHead(301, {
        Location: `http://127.0.0.1:${port}${prefix}/repos/${fullName}${rest ? `/${rest}` : ""}${query}`,
      });
      res.end();
      return;
    }
    const commit = commitOf(fullName, repository);
    const branch = repository.defaultBranch ?? "main";

    if (rest === "") {
      return json(res, 200, {
        id: 1,
        name: fullName.split("/")[1],
        full_name: fullName,
        owner: { login: fullName.split("/")[0] },
        private: repository.private ?? false,
        visibility: repository.private ? "private" : "public",
        default_branch: branch,
      });
    }
    if (rest === `branches/${branch}`) {
      return json(res, 200, { name: branch, commit: { sha: commit } });
    }
    if (rest === `git/trees/${commit}`) {
      return json(res, 200, {
        sha: sha1(`tree ${commit}`),
        tree: treeEntries(repository.files),
        truncated: repository.truncated ?? false,
      });
    }
    if (rest.startsWith("contents/") && recorded.query === `ref=${commit}`) {
      const file = repository.files[rest.slice("contents/".length)];
      const bytes = file && bytesOf(file);
      if (!bytes) return notFound();
      if (recorded.accept !== "application/vnd.github.raw") return notFound();
      res.writeHead(200, { "Content-Type": "application/vnd.github.raw" });
      res.end(bytes);
      return;
    }
    notFound();
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (!url.pathname.startsWith(`${prefix}/`)) {
      json(res, 404, { message: "Not Found" });
      return;
    }
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === "string" ? value : undefined;
    };
    const recorded: RecordedGithubRequest = {
      method: req.method ?? "",
      path: url.pathname.slice(prefix.length),
      query: url.search.replace(/^\?/, ""),
      accept: header("accept"),
      authorization: header("authorization"),
      userAgent: header("user-agent"),
    };
    requests.push(recorded);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on("close", () => (inFlight -= 1));
    const special = override?.(recorded);
    if (special === "hang") {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    if (special && "status" in special) {
      json(res, special.status, special.body ?? { message: "Overridden" }, special.headers);
      return;
    }
    if (special) {
      setTimeout(() => answer(req, res, recorded), special.delayMs);
      return;
    }
    answer(req, res, recorded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** What GITHUB_API_URL is set to. */
    baseUrl: `http://127.0.0.1:${port}${prefix}`,
    repositories,
    requests,
    /** The paths asked for, in order. */
    paths: () => requests.map((request) => request.path),
    /** The commit the fake serves for a repository. */
    commitOf: (fullName: string) => commitOf(fullName, repositories[fullName]!),
    override(next: ((request: RecordedGithubRequest) => GithubOverride | undefined) | undefined) {
      override = next;
    },
    /** The most requests that were open at once since the last reset. */
    maxInFlight: () => maxInFlight,
    reset() {
      requests.length = 0;
      override = undefined;
      maxInFlight = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type GithubApi = Awaited<ReturnType<typeof startGithubApi>>;
