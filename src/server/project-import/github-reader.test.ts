import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { limits } from "#contract/limits";
import { startGithubApi, type GithubApi } from "../../../tests/support/github-api";
import { AppError } from "../lib/errors";
import { treeEntries } from "./github-client";
import {
  decodeFile,
  defaultReadCaps,
  readGithubRepository,
  selectFiles,
  type GithubReadOptions,
} from "./github-reader";

const packageJson = JSON.stringify({
  name: "shop",
  packageManager: "pnpm@9.15.0",
  scripts: { dev: "next dev", build: "next build", test: "vitest" },
  dependencies: { next: "^15.1.0", react: "^19.0.0" },
  devDependencies: { vitest: "^3.0.0", typescript: "^5.7.0" },
});
const pnpmLock = [
  "lockfileVersion: '9.0'",
  "importers:",
  "  .:",
  "    dependencies:",
  "      next:",
  "        specifier: ^15.1.0",
  "        version: 15.2.3",
  "",
].join("\n");
const claudeMd = "# Rules\n\n- Use server components by default.\n";

/** A small Next.js project with files the reader uses, and others it must not fetch. */
const shop = {
  files: {
    "package.json": packageJson,
    "pnpm-lock.yaml": pnpmLock,
    "CLAUDE.md": claudeMd,
    "README.md": "# Shop\n",
    "src/app/page.tsx": "export default function Page() { return null; }\n",
    "secret/path/token.txt": "not for us",
    "apps/web/package.json": '{"name":"web"}',
    "node_modules/next/package.json": '{"name":"next"}',
    "bun.lockb": new Uint8Array([0x62, 0x75, 0x6e, 0x00, 0x01]),
    ".nvmrc": "\uFEFF22\n",
  },
};

let github: GithubApi;
const options = (extra: Partial<GithubReadOptions> = {}): GithubReadOptions => ({
  apiUrl: github.baseUrl,
  timeoutMs: 5000,
  ...extra,
});
const repo = (full: string) => {
  const [owner = "", name = ""] = full.split("/");
  return { owner, name };
};

/** The AppError a read fails with. */
async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeAll(async () => {
  github = await startGithubApi({
    "acme/shop": shop,
    "acme/secret": { private: true, files: { "package.json": "{}" } },
    "acme/empty-tree": { files: {} },
  });
});
afterEach(() => github.reset());
afterAll(() => github.close());

describe("readGithubRepository", () => {
  it("reads the default branch's files the reader uses, and nothing else", async () => {
    const started = performance.now();
    const read = await readGithubRepository(repo("acme/shop"), options());
    const ms = performance.now() - started;
    expect(ms).toBeLessThan(2000);

    expect(read.origin).toEqual({
      kind: "github",
      repository: "acme/shop",
      commit: github.commitOf("acme/shop"),
    });
    expect(read.capped).toBe(false);
    // The tree's order; README.md, the source file and node_modules are never fetched, and
    // bun.lockb, whose presence is the fact, is listed without a request.
    expect(read.files).toEqual([
      { path: ".nvmrc", content: "22\n" },
      { path: "CLAUDE.md", content: claudeMd },
      { path: "apps/web/package.json", content: '{"name":"web"}' },
      { path: "bun.lockb" },
      { path: "package.json", content: packageJson },
      { path: "pnpm-lock.yaml", content: pnpmLock },
    ]);
    // Every file walked, root first, for the project's folders; node_modules is not walked.
    expect(new Set(read.paths)).toEqual(
      new Set(Object.keys(shop.files).filter((path) => !path.startsWith("node_modules/"))),
    );
    expect(read.paths.indexOf("README.md")).toBeLessThan(read.paths.indexOf("src/app/page.tsx"));
    const commit = github.commitOf("acme/shop");
    expect(github.paths().slice(0, 3)).toEqual([
      "/repos/acme/shop",
      "/repos/acme/shop/branches/main",
      `/repos/acme/shop/git/trees/${commit}`,
    ]);
    expect(github.requests[2]!.query).toBe("recursive=1");
    expect(new Set(github.paths().slice(3))).toEqual(
      new Set(
        read.files
          .filter((file) => file.path !== "bun.lockb")
          .map((file) => `/repos/acme/shop/contents/${file.path}`),
      ),
    );
    for (const request of github.requests.slice(3)) {
      expect(request.query).toBe(`ref=${commit}`);
      expect(request.accept).toBe("application/vnd.github.raw");
    }
    for (const request of github.requests) {
      expect(request.method).toBe("GET");
      expect(request.userAgent).toBe("Rulesmith");
      expect(request.authorization).toBeUndefined();
    }
  });

  it("sends GITHUB_TOKEN as a bearer token on every request", async () => {
    await readGithubRepository(repo("acme/shop"), options({ token: "ghp_test" }));
    expect(github.requests.length).toBeGreaterThan(3);
    for (const request of github.requests) {
      expect(request.authorization).toBe("Bearer ghp_test");
    }
  });

  it("answers REPOSITORY_NOT_FOUND for a missing repository", async () => {
    const error = await failure(readGithubRepository(repo("acme/nothing"), options()));
    expect(error.code).toBe("REPOSITORY_NOT_FOUND");
    expect(github.paths()).toEqual(["/repos/acme/nothing"]);
  });

  it("answers REPOSITORY_NOT_FOUND for a private repository, with or without access", async () => {
    // Without access GitHub says 404; with a token that may read it, `private: true`.
    for (const token of [undefined, "ghp_member"]) {
      github.reset();
      const error = await failure(readGithubRepository(repo("acme/secret"), options({ token })));
      expect(error.code).toBe("REPOSITORY_NOT_FOUND");
      expect(github.paths()).toEqual(["/repos/acme/secret"]);
    }
  });

  it("answers REPOSITORY_NOT_FOUND for an empty repository (409)", async () => {
    github.override((request) =>
      request.path.includes("/branches/")
        ? { status: 409, body: { message: "Git Repository is empty." } }
        : undefined,
    );
    const error = await failure(readGithubRepository(repo("acme/shop"), options()));
    expect(error.code).toBe("REPOSITORY_NOT_FOUND");
  });

  it("reads a repository with no files as one with nothing to read", async () => {
    const read = await readGithubRepository(repo("acme/empty-tree"), options());
    expect(read.files).toEqual([]);
    expect(github.requests).toHaveLength(3);
  });

  it.each([
    ["403 with no requests remaining", 403, { "x-ratelimit-remaining": "0" }],
    ["429", 429, { "x-ratelimit-remaining": "0" }],
    ["a secondary limit (403 with retry-after)", 403, { "retry-after": "90" }],
  ])("answers GITHUB_RATE_LIMITED for %s", async (_, status, headers) => {
    const reset = Math.floor(Date.now() / 1000) + 600;
    github.override(() => ({
      status,
      headers: { ...headers, "x-ratelimit-reset": String(reset) },
      body: { message: "API rate limit exceeded" },
    }));
    const error = await failure(readGithubRepository(repo("acme/shop"), options()));
    expect(error.code).toBe("GITHUB_RATE_LIMITED");
    const expected = "retry-after" in headers ? 90 : 600;
    expect(error.details.retryAfterSeconds).toBeGreaterThanOrEqual(expected - 2);
    expect(error.details.retryAfterSeconds).toBeLessThanOrEqual(expected);
  });

  it("answers GITHUB_RATE_LIMITED when the limit is met while reading the files", async () => {
    github.override((request) =>
      request.path.endsWith("/contents/package.json")
        ? { status: 403, headers: { "x-ratelimit-remaining": "0" } }
        : undefined,
    );
    const error = await failure(readGithubRepository(repo("acme/shop"), options()));
    expect(error.code).toBe("GITHUB_RATE_LIMITED");
    expect(error.details.retryAfterSeconds).toBe(60);
  });

  it("answers GITHUB_TIMEOUT when GitHub is slower than the budget", async () => {
    github.override((request) => (request.path.includes("/git/trees/") ? "hang" : undefined));
    const started = performance.now();
    const error = await failure(
      readGithubRepository(repo("acme/shop"), options({ timeoutMs: 300 })),
    );
    expect(error.code).toBe("GITHUB_TIMEOUT");
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it("answers GITHUB_TIMEOUT when a file read outlasts the budget", async () => {
    github.override((request) => (request.path.endsWith("/CLAUDE.md") ? "hang" : undefined));
    const error = await failure(
      readGithubRepository(repo("acme/shop"), options({ timeoutMs: 300 })),
    );
    expect(error.code).toBe("GITHUB_TIMEOUT");
  });

  it("answers GITHUB_UNAVAILABLE for other failures of GitHub", async () => {
    github.override((request) =>
      request.path === "/repos/acme/shop" ? { status: 503 } : undefined,
    );
    expect((await failure(readGithubRepository(repo("acme/shop"), options()))).code).toBe(
      "GITHUB_UNAVAILABLE",
    );
    github.override(() => ({ status: 200, body: { unexpected: true } }));
    expect((await failure(readGithubRepository(repo("acme/shop"), options()))).code).toBe(
      "GITHUB_UNAVAILABLE",
    );
    github.override(() => ({ status: 401, body: { message: "Bad credentials" } }));
    expect((await failure(readGithubRepository(repo("acme/shop"), options()))).code).toBe(
      "GITHUB_UNAVAILABLE",
    );
    // Nothing listens there.
    const closed = await startGithubApi();
    const url = closed.baseUrl;
    await closed.close();
    expect(
      (await failure(readGithubRepository(repo("acme/shop"), { apiUrl: url, timeoutMs: 2000 })))
        .code,
    ).toBe("GITHUB_UNAVAILABLE");
  });

  it("notes a file it could not fetch and reads the rest", async () => {
    github.override((request) =>
      request.path.endsWith("/contents/pnpm-lock.yaml") ? { status: 500 } : undefined,
    );
    const read = await readGithubRepository(repo("acme/shop"), options());
    expect(read.files).toContainEqual({ path: "pnpm-lock.yaml", problem: "unreadable" });
    expect(read.files).toContainEqual({ path: "package.json", content: packageJson });
  });

  it("skips a file over the per-file cap without downloading it", async () => {
    const api = await startGithubApi({
      "acme/big": {
        files: {
          "package.json": packageJson,
          "package-lock.json": { size: limits.projectFileBytesMax + 1 },
          "yarn.lock": "x".repeat(1000),
        },
      },
    });
    try {
      const read = await readGithubRepository(repo("acme/big"), {
        apiUrl: api.baseUrl,
        timeoutMs: 5000,
        caps: { fileBytes: 500 },
      });
      expect(read.files).toEqual([
        { path: "package-lock.json", problem: "too-large" },
        { path: "package.json", content: packageJson },
        { path: "yarn.lock", problem: "too-large" },
      ]);
      expect(api.paths().filter((path) => path.includes("/contents/"))).toEqual([
        "/repos/acme/big/contents/package.json",
      ]);
    } finally {
      await api.close();
    }
  });

  it("stops at the file cap, root first, and lists the rest unread", async () => {
    const files: Record<string, string> = {};
    // `apps/…` sorts before `package.json`: a cap in plain tree order would miss the root.
    for (let i = 0; i < 200; i++)
      files[`apps/app-${String(i).padStart(3, "0")}/package.json`] = "{}";
    files["package.json"] = packageJson;
    files["pnpm-workspace.yaml"] = "packages:\n  - apps/*\n";
    const api = await startGithubApi({ "acme/mono": { files } });
    // Slow enough that requests overlap, to see how many are open at once.
    api.override((request) => (request.path.includes("/contents/") ? { delayMs: 5 } : undefined));
    try {
      const read = await readGithubRepository(repo("acme/mono"), {
        apiUrl: api.baseUrl,
        timeoutMs: 10_000,
      });
      const fetched = api.paths().filter((path) => path.includes("/contents/"));
      expect(fetched).toHaveLength(limits.githubFilesMax);
      expect(fetched).toContain("/repos/acme/mono/contents/package.json");
      expect(fetched).toContain("/repos/acme/mono/contents/pnpm-workspace.yaml");
      expect(read.capped).toBe(true);
      expect(read.files).toHaveLength(202);
      expect(read.files.filter((file) => file.content !== undefined)).toHaveLength(
        limits.githubFilesMax,
      );
      expect(read.files.at(-1)).toEqual({
        path: "pnpm-workspace.yaml",
        content: files["pnpm-workspace.yaml"],
      });
      expect(read.files.at(-3)).toEqual({ path: "apps/app-199/package.json" });
      // 8 requests at a time.
      expect(api.maxInFlight()).toBe(8);
    } finally {
      await api.close();
    }
  });

  it("follows a renamed repository's redirect within the API and names it by its new name", async () => {
    const api = await startGithubApi({
      "acme/new-name": { renamedFrom: "acme/old-name", files: { "package.json": "{}" } },
    });
    try {
      const read = await readGithubRepository(repo("acme/old-name"), {
        apiUrl: api.baseUrl,
        timeoutMs: 5000,
      });
      expect(read.origin.repository).toBe("acme/new-name");
      expect(read.files).toEqual([{ path: "package.json", content: "{}" }]);
      expect(api.paths()).toEqual([
        "/repos/acme/old-name",
        "/repos/acme/new-name",
        "/repos/acme/new-name/branches/main",
        `/repos/acme/new-name/git/trees/${api.commitOf("acme/new-name")}`,
        "/repos/acme/new-name/contents/package.json",
      ]);
    } finally {
      await api.close();
    }
  });

  it("never follows a redirect to another host", async () => {
    const elsewhere = await startGithubApi({ "acme/shop": shop });
    try {
      github.override(() => ({
        status: 302,
        headers: { Location: `${elsewhere.baseUrl}/repos/acme/shop` },
      }));
      const error = await failure(readGithubRepository(repo("acme/shop"), options()));
      expect(error.code).toBe("GITHUB_UNAVAILABLE");
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it("works against an Enterprise server's /api/v3", async () => {
    const enterprise = await startGithubApi({ "team/tool": shop }, { prefix: "/api/v3" });
    try {
      expect(enterprise.baseUrl).toMatch(/\/api\/v3$/);
      const read = await readGithubRepository(repo("team/tool"), {
        apiUrl: enterprise.baseUrl,
        timeoutMs: 5000,
      });
      expect(read.files.map((file) => file.path)).toContain("package.json");
      expect(enterprise.paths()[0]).toBe("/repos/team/tool");
      const fetched = read.files.filter((file) => "content" in file || "problem" in file);
      expect(enterprise.requests.length).toBe(3 + fetched.length);
    } finally {
      await enterprise.close();
    }
  });
});

describe("a tree of 100,000 entries", () => {
  /** Counts the event loop's turns other requests get while `work` runs (no I/O in it). */
  async function turnsDuring(work: () => Promise<unknown>) {
    let turns = 0;
    let counting = true;
    const tick = () => {
      turns += 1;
      if (counting) setImmediate(tick);
    };
    setImmediate(tick);
    await work();
    counting = false;
    return turns;
  }

  it("is checked a slice at a time, with other work running between the slices", async () => {
    const raw = Array.from({ length: 100_000 }, (_, i) => ({ path: `f-${i}.ts`, type: "blob" }));
    let entries: unknown;
    const turns = await turnsDuring(async () => (entries = await treeEntries(raw)));
    expect(entries).toHaveLength(100_000);
    expect(turns).toBeGreaterThanOrEqual(9);
    expect(await treeEntries([...raw, { path: 5 }])).toBeUndefined();
  });

  it("is walked root first up to the path cap, and read", async () => {
    const files: Record<string, string> = { "package.json": packageJson };
    for (let i = 0; i < 100_000; i++) files[`packages/p-${i % 400}/src/f-${i}.ts`] = "x";
    const big = await startGithubApi({ "acme/monorepo": { files } });
    try {
      const read = await readGithubRepository(repo("acme/monorepo"), {
        apiUrl: big.baseUrl,
        timeoutMs: 20_000,
      });
      expect(read.capped).toBe(true);
      expect(read.paths).toHaveLength(defaultReadCaps.paths);
      expect(read.paths[0]).toBe("package.json");
      expect(read.files).toContainEqual({ path: "package.json", content: packageJson });
    } finally {
      await big.close();
    }
  });
});

describe("selectFiles", () => {
  const blob = (path: string, size = 10) => ({ path, type: "blob", size });

  it("walks outside skipped folders and keeps only the reader's files", () => {
    const { selected, capped } = selectFiles(
      [
        { path: "node_modules", type: "tree" },
        blob("node_modules/x/package.json"),
        blob("dist/package.json"),
        blob("vendor/composer.json"),
        blob("src/index.ts"),
        { path: "sub", type: "commit" },
        blob("package.json"),
      ],
      defaultReadCaps,
    );
    expect(selected).toEqual([{ path: "package.json", size: 10, fate: "read" }]);
    expect(capped).toBe(false);
  });

  it("leaves out paths the facts could not name", () => {
    const long = `${"deep/".repeat(60)}package.json`;
    const { selected } = selectFiles(
      [blob(long), blob("odd\\name/package.json"), blob("package.json")],
      defaultReadCaps,
    );
    expect(selected.map((file) => file.path)).toEqual(["package.json"]);
  });

  it("walks at most caps.paths paths, the shallowest first", () => {
    const entries = [blob("a/b/c/package.json"), blob("a/package.json"), blob("package.json")];
    const { selected, capped } = selectFiles(entries, { ...defaultReadCaps, paths: 2 });
    expect(selected.map((file) => file.path)).toEqual(["a/package.json", "package.json"]);
    expect(capped).toBe(true);
  });

  it("reads within the byte budget and lists the rest unread", () => {
    const entries = [blob("package.json", 60), blob("yarn.lock", 50), blob(".nvmrc", 5)];
    const { selected, capped } = selectFiles(entries, { ...defaultReadCaps, bytes: 70 });
    expect(selected).toEqual([
      { path: "package.json", size: 60, fate: "read" },
      { path: "yarn.lock", size: 50, fate: "capped" },
      { path: ".nvmrc", size: 5, fate: "read" },
    ]);
    expect(capped).toBe(true);
  });

  it("counts GitHub's cut-short listing as capped", () => {
    expect(selectFiles([blob("package.json")], defaultReadCaps, true).capped).toBe(true);
  });
});

describe("decodeFile", () => {
  it("decodes UTF-8 and calls a file with NUL bytes binary", () => {
    expect(decodeFile("a", new TextEncoder().encode("Grüße"))).toEqual({
      path: "a",
      content: "Grüße",
    });
    expect(decodeFile("b", new Uint8Array([0x41, 0x00]))).toEqual({ path: "b", problem: "binary" });
  });
});
