import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { signUpInUi } from "./support/account";

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();
const chips = (page: Page) =>
  page.getByRole("list", { name: "Rules we'll add for your project" }).getByRole("listitem");

/**
 * The packs shown on step 2 with their reasons and edited there, several tools from one
 * AGENTS.md, skills and commands, and what each tool loads on the result page.
 */
test("packs on step 2, several tools and skills: one AGENTS.md, each tool's files, all in the zip", async ({
  page,
}) => {
  test.slow();
  await signUpInUi(page, `tools-${randomBytes(5).toString("hex")}@example.com`, "Tools Tester");
  await page.goto("/");
  await page.getByRole("button", { name: "Get started" }).click();
  await next(page);

  // Step 2: the chips follow the text, with the words that called for them.
  await page
    .getByRole("textbox", { name: "Project description" })
    .fill("Yoga studios where a class must never be double-booked. Exposes a /health endpoint.");
  await expect(chips(page)).toHaveText([
    /Bookings and time zones.*because you wrote “double-booked”/,
  ]);
  await page.getByRole("button", { name: "Remove Bookings and time zones" }).click();
  await expect(page.getByText(/No domain rules yet/)).toBeVisible();
  await page.getByRole("combobox", { name: "Add rules for…" }).selectOption({ label: "Docker" });
  await expect(chips(page)).toHaveText([/Docker.*added by you/]);
  await next(page);

  // Step 3: several tools (chat models cannot share a file), and skills and commands.
  await page.getByRole("checkbox", { name: "I use several AI tools in this project" }).check();
  await page.getByRole("checkbox", { name: "Also add skills and commands" }).check();
  await expect(page.getByRole("button", { name: /^ChatGPT/ })).toBeDisabled();
  await page.getByRole("button", { name: /^Claude Claude Code/ }).click();
  await page.getByRole("button", { name: /^Cursor/ }).click();
  await expect(page.getByRole("button", { name: /^Claude Claude Code/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await next(page);
  await next(page);
  await page.getByRole("button", { name: "React", exact: true }).click();
  await next(page);
  await next(page);

  // Step 7.
  await page.getByRole("checkbox", { name: /I agree that Rulesmith starts creating/ }).check();
  await page.getByRole("button", { name: "Generate AI Behavior Rules" }).click();

  await expect(page.locator("h1").first()).toContainText("rules for Claude and Cursor");
  const tools = page.getByRole("region", { name: "What each tool loads" });
  const claude = tools.getByRole("listitem", { name: "Claude" });
  await expect(claude.getByText("CLAUDE.md", { exact: true })).toBeVisible();
  await expect(claude.getByText("AGENTS.md", { exact: true })).toBeVisible();
  await expect(claude.getByText(".claude/rules/react.md")).toBeVisible();
  await expect(claude.getByText(".claude/skills/run-tests/SKILL.md")).toBeVisible();
  await expect(claude.getByText(/of 200 lines/)).toBeVisible();
  const cursor = tools.getByRole("listitem", { name: "Cursor" });
  await expect(cursor.getByText(".cursor/rules/react.mdc")).toBeVisible();
  await expect(cursor.getByText(/of 500 lines/)).toBeVisible();

  const [zip] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download all (.zip)" }).click(),
  ]);
  const entries = unzipSync(await readFile((await zip.path())!));
  const agents = strFromU8(entries["AGENTS.md"]!);
  expect(agents).toContain("## Commands & layout");
  expect(agents).toContain("`.dockerignore`");
  expect(agents).not.toContain("double bookings");
  expect(agents).not.toContain("PHI");
  expect(strFromU8(entries["CLAUDE.md"]!).startsWith("@AGENTS.md")).toBe(true);
  expect(strFromU8(entries[".cursor/rules/react.mdc"]!)).toContain("globs: **/*.tsx,**/*.jsx");
  expect(Object.keys(entries)).toEqual(
    expect.arrayContaining([
      ".claude/skills/run-tests/SKILL.md",
      ".claude/commands/check.md",
      ".cursor/commands/review-changes.md",
    ]),
  );
});
