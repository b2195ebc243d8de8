import { describe, expect, it } from "vitest";
import { limits } from "#contract/limits";
import { githubImportRequestSchema, parseGithubRepositoryUrl } from "#contract/project-import";

describe("parseGithubRepositoryUrl", () => {
  it.each([
    ["https://github.com/vercel/next.js", "vercel", "next.js"],
    ["https://github.com/vercel/next.js.git", "vercel", "next.js"],
    ["https://github.com/vercel/next.js/", "vercel", "next.js"],
    ["https://github.com/vercel/next.js/tree/canary/packages/next", "vercel", "next.js"],
    ["https://github.com/acme/shop/tree/main/secret/path", "acme", "shop"],
    ["https://github.com/acme/shop/blob/main/package.json", "acme", "shop"],
    ["https://github.com/acme/shop/issues/12", "acme", "shop"],
    ["https://github.com/acme/shop?tab=readme-ov-file#setup", "acme", "shop"],
    ["https://github.com/acme/shop#readme", "acme", "shop"],
    ["http://github.com/acme/shop", "acme", "shop"],
    ["https://www.github.com/acme/shop", "acme", "shop"],
    ["HTTPS://GitHub.com/Acme/Shop", "Acme", "Shop"],
    ["github.com/acme/shop", "acme", "shop"],
    ["github.com/acme/shop.git", "acme", "shop"],
    ["  https://github.com/acme/shop  ", "acme", "shop"],
    ["git@github.com:acme/shop.git", "acme", "shop"],
    ["git@github.com:acme/shop", "acme", "shop"],
    ["ssh://git@github.com/acme/shop.git", "acme", "shop"],
    ["git://github.com/acme/shop.git", "acme", "shop"],
    ["acme/shop", "acme", "shop"],
    ["acme/shop/", "acme", "shop"],
    ["acme/shop.git", "acme", "shop"],
    ["a-b-c/x_y.z-1", "a-b-c", "x_y.z-1"],
    ["acme/.github", "acme", ".github"],
  ])("%s → %s/%s", (url, owner, name) => {
    expect(parseGithubRepositoryUrl(url)).toEqual({ owner, name });
  });

  it.each([
    "",
    "acme",
    "acme/",
    "/shop",
    "acme/shop/extra",
    "https://github.com/acme",
    "https://github.com/",
    "https://gitlab.com/acme/shop",
    "https://github.com.evil.example/acme/shop",
    "https://evil.example/github.com/acme/shop",
    "https://github.com@evil.example/acme/shop",
    "https://evil.example/?u=https://github.com/acme/shop",
    "github.com.evil.example/acme/shop",
    "gitlab.com/acme/shop",
    "git@gitlab.com:acme/shop.git",
    "file:///etc/passwd",
    "javascript:alert(1)",
    "-acme/shop",
    "acme-/shop",
    "ac--me/shop",
    `${"a".repeat(40)}/shop`,
    `acme/${"s".repeat(101)}`,
    "acme/..",
    "acme/.",
    "acme/sh op",
    "acme/shop%2F..",
    "../../etc/passwd",
  ])("refuses %j", (url) => {
    expect(parseGithubRepositoryUrl(url)).toBeNull();
  });
});

describe("githubImportRequestSchema", () => {
  it("turns the URL into owner and name", () => {
    expect(githubImportRequestSchema.parse({ url: "https://github.com/acme/shop" })).toEqual({
      url: { owner: "acme", name: "shop" },
    });
  });

  it("names the problem as a code, not in English", () => {
    const result = githubImportRequestSchema.safeParse({ url: "https://gitlab.com/acme/shop" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { code: "custom", path: ["url"], params: { code: "not_github_repository" } },
    ]);
  });

  it("bounds the URL's length", () => {
    const url = `https://github.com/acme/shop/tree/main/${"x".repeat(limits.repositoryUrlMax)}`;
    const result = githubImportRequestSchema.safeParse({ url });
    expect(result.error?.issues).toMatchObject([{ code: "too_big", path: ["url"] }]);
  });
});
