import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { signUpInUi, toast } from "./support/account";

/**
 * MCP servers (docs/product/mcp-servers.md): a Laravel project with Boost is imported, Boost's
 * server is suggested with its reason, the user adds one of their own that needs a token, and
 * the zip holds each tool's own MCP file in its own shape — the token only as a reference.
 */
test.describe.configure({ timeout: 120_000 });

let project: string;

test.beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), "rulesmith-mcp-"));
  project = join(root, "shop");
  await mkdir(join(project, "routes"), { recursive: true });
  const files: Record<string, string> = {
    "composer.json": JSON.stringify(
      {
        name: "acme/shop",
        require: { php: "^8.3", "laravel/framework": "^12.0" },
        "require-dev": { "laravel/boost": "^1.8", "phpunit/phpunit": "^11.5" },
        scripts: { test: ["@php artisan test"] },
      },
      null,
      2,
    ),
    artisan: "#!/usr/bin/env php\n<?php\n",
    "routes/web.php": "<?php\n",
  };
  for (const [path, content] of Object.entries(files)) {
    await writeFile(join(project, path), content);
  }
});

test.afterAll(async () => {
  await rm(join(project, ".."), { recursive: true, force: true });
});

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();

test("import a Laravel + Boost project, take Boost's server and one's own: each tool's MCP file in the zip, no secret", async ({
  page,
}) => {
  test.slow();
  await signUpInUi(page, `mcp-${randomBytes(5).toString("hex")}@example.com`);
  await page.goto("/?step=1");
  const panel = page.getByRole("region", { name: "Import your project" });
  await panel.getByRole("button", { name: "Import", exact: true }).click();
  await panel.locator("input[webkitdirectory]").setInputFiles(project);
  await expect(toast(page, "Project imported")).toBeVisible();
  await page.getByRole("button", { name: "Review" }).click();
  await page
    .getByRole("textbox", { name: "Project description" })
    .fill("An online shop for a bakery: orders, stock and delivery slots.");
  await next(page);

  await page.getByRole("checkbox", { name: "I use several AI tools in this project" }).check();
  await page.getByRole("button", { name: /^Claude Claude Code/ }).click();
  await page.getByRole("button", { name: /^Cursor/ }).click();
  await page.getByRole("button", { name: /^GitHub Copilot/ }).click();
  await next(page);
  await next(page);
  await next(page);
  await next(page);
  await expect(page.getByText("Step 7 of 7")).toBeVisible();

  const mcp = page.getByRole("region", { name: "MCP servers" });
  const suggested = mcp.getByRole("list", { name: "Suggested for your project" });
  await expect(suggested.getByText(/^Your project uses Laravel Boost/)).toBeVisible();
  await suggested.getByRole("checkbox", { name: "laravel-boost" }).check();
  await mcp.getByLabel("Name").fill("sentry");
  await mcp.getByLabel("How it runs").selectOption("http");
  await mcp.getByLabel("URL").fill("https://mcp.sentry.dev/mcp");
  await mcp.getByLabel("Environment variables it needs").fill("SENTRY_ACCESS_TOKEN");
  await mcp.getByRole("button", { name: "Add server" }).click();
  await expect(mcp.getByText("Needs SENTRY_ACCESS_TOKEN")).toBeVisible();

  const consent = page.getByRole("checkbox", { name: /I agree that Rulesmith starts creating/ });
  if (await consent.isVisible()) await consent.check();
  await page.getByRole("button", { name: "Generate AI Behavior Rules" }).click();

  const setup = page.getByRole("region", { name: "MCP servers" });
  await expect(setup.getByText("SENTRY_ACCESS_TOKEN", { exact: true })).toBeVisible();
  await expect(setup.getByText(".vscode/mcp.json")).toBeVisible();

  const [zip] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download all (.zip)" }).click(),
  ]);
  const entries = unzipSync(await readFile((await zip.path())!));
  const json = (path: string) => JSON.parse(strFromU8(entries[path]!));

  expect(json(".mcp.json")).toEqual({
    mcpServers: {
      "laravel-boost": { type: "stdio", command: "php", args: ["artisan", "boost:mcp"] },
      sentry: {
        type: "http",
        url: "https://mcp.sentry.dev/mcp",
        headers: { Authorization: "Bearer ${SENTRY_ACCESS_TOKEN}" },
      },
    },
  });
  expect(json(".cursor/mcp.json")).toEqual({
    mcpServers: {
      "laravel-boost": { command: "php", args: ["artisan", "boost:mcp"] },
      sentry: {
        url: "https://mcp.sentry.dev/mcp",
        headers: { Authorization: "Bearer ${env:SENTRY_ACCESS_TOKEN}" },
      },
    },
  });
  expect(json(".vscode/mcp.json")).toEqual({
    servers: {
      "laravel-boost": { type: "stdio", command: "php", args: ["artisan", "boost:mcp"] },
      sentry: {
        type: "http",
        url: "https://mcp.sentry.dev/mcp",
        headers: { Authorization: "Bearer ${env:SENTRY_ACCESS_TOKEN}" },
      },
    },
  });
});
