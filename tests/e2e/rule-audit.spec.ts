import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { signUpInUi, toast } from "./support/account";

/**
 * The audit of a folder's own rule files (docs/product/rule-audit.md, decision 125): a folder
 * picked in the wizard is checked in the browser, the report lists each finding by file, and
 * "Fix with Rulesmith" carries on to a generated rule that keeps the user's rules without the
 * lines the findings left out (decision 137). The pasted token never leaves the page.
 */
test.describe.configure({ timeout: 120_000 });

const TOKEN = "ghp_" + "Zyxwvutsrqponmlkjihgfedcba9876543210AB";
const KEPT_RULE = "Prefer named exports over default exports.";
const KEPT_CLAUDE_RULE = "Keep pull requests small and focused on one change.";

let project: string;

test.beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), "rulesmith-audit-"));
  project = join(root, "shop");
  await mkdir(join(project, ".cursor/rules"), { recursive: true });
  await mkdir(join(project, "src"), { recursive: true });
  const files: Record<string, string> = {
    "package.json": JSON.stringify(
      {
        name: "shop",
        private: true,
        scripts: { dev: "vite", build: "vite build", test: "vitest run" },
        dependencies: { react: "^19.0.0", "react-dom": "^19.0.0" },
        devDependencies: { vite: "^6.0.0", vitest: "^3.0.0", typescript: "^5.7.0" },
      },
      null,
      2,
    ),
    "CLAUDE.md": [
      "# Shop",
      "",
      "- Run `npm run test:e2e` before pushing.",
      `- Call the staging API with the token ${TOKEN} when testing.`,
      `- ${KEPT_CLAUDE_RULE}`,
      "",
    ].join("\n"),
    ".cursor/rules/style.md": `# Style\n\n- ${KEPT_RULE}\n`,
    "src/main.tsx": "export {};\n",
  };
  for (const [path, content] of Object.entries(files)) {
    await writeFile(join(project, path), content);
  }
});

test.afterAll(async () => {
  await rm(join(project, ".."), { recursive: true, force: true });
});

test("import a folder with stale rules, read the audit, fix with Rulesmith and generate signed in", async ({
  page,
}) => {
  // No request of the journey carries the token: the audit runs in the browser.
  const sent: string[] = [];
  page.on("request", (request) => sent.push(`${request.url()} ${request.postData() ?? ""}`));

  await signUpInUi(page, `audit-${randomBytes(5).toString("hex")}@example.com`);
  await page.goto("/");
  await page.getByRole("button", { name: "Get started" }).click();

  const panel = page.getByRole("region", { name: "Import your project" });
  await panel.getByRole("button", { name: "Import", exact: true }).click();
  await panel.locator("input[webkitdirectory]").setInputFiles(project);
  await expect(toast(page, "Project imported")).toBeVisible();
  await page.getByRole("button", { name: "Review" }).click();

  // The import found rule files: the report shows at once.
  const report = page.getByRole("region", { name: "Your rule files, checked" });
  await expect(report).toBeVisible();
  await expect(report.getByText("1 error, 2 warnings and 0 notes in 2 rule files")).toBeVisible();
  const claude = report.getByRole("list", { name: "Findings in CLAUDE.md" });
  await expect(claude.getByRole("listitem").first()).toContainText("Line 3");
  await expect(claude).toContainText(
    "“npm run test:e2e” runs a script or task the project does not define",
  );
  await expect(claude).toContainText("GitHub token (ghp_…) in a rule file");
  const cursor = report.getByRole("list", { name: "Findings in .cursor/rules/style.md" });
  await expect(cursor).toContainText("Cursor reads only .mdc files in .cursor/rules/");
  await expect(cursor).toContainText("Fix: Rename it to .cursor/rules/style.mdc.");
  await expect(page.locator("body")).not.toContainText(TOKEN.slice(0, 10));

  await page
    .getByRole("textbox", { name: "Project description" })
    .fill("A small shop front end with a cart and a checkout.");
  await report.getByRole("button", { name: "Fix with Rulesmith" }).click();
  await expect(page.getByText("Step 3 of 7")).toBeVisible();

  const next = () => page.getByRole("button", { name: "Next", exact: true }).click();
  // The tools the project's rule files are for come preselected: CLAUDE.md and .cursor/rules.
  await expect(
    page.getByRole("checkbox", { name: "I use several AI tools in this project" }),
  ).toBeChecked();
  for (const tool of [/^Claude Claude Code/, /^Cursor/]) {
    await expect(page.getByRole("button", { name: tool })).toHaveAttribute("aria-pressed", "true");
  }
  await next();
  await next();
  await expect(page.getByRole("button", { name: "React", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await next();
  await next();
  await expect(page.getByText("Step 7 of 7")).toBeVisible();
  await page.getByRole("checkbox").check();

  const [generate] = await Promise.all([
    page.waitForRequest("**/api/generate"),
    page.getByRole("button", { name: "Generate AI Behavior Rules" }).click(),
  ]);
  const body = generate.postDataJSON() as {
    form: { aiModels: string[]; project: { existingRules: unknown[] } };
  };
  expect([...body.form.aiModels].sort()).toEqual(["Claude", "Cursor"]);
  // Every file with rules is kept; CLAUDE.md without its stale command's line and its token's.
  expect(body.form.project.existingRules).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ path: "CLAUDE.md", keep: true, rules: [KEPT_CLAUDE_RULE] }),
      expect.objectContaining({ path: ".cursor/rules/style.md", keep: true, rules: [KEPT_RULE] }),
    ]),
  );
  await expect(toast(page, "Token used")).toBeVisible();
  await expect(page).toHaveURL(/\/user\/results\//);
  await expect(page.locator("main")).toContainText(KEPT_RULE);
  await expect(page.locator("main")).toContainText(KEPT_CLAUDE_RULE);
  // The stale line is not carried into the generated rule.
  await expect(page.locator("main")).not.toContainText("test:e2e");
  expect(sent.filter((request) => request.includes(TOKEN.slice(4, 16)))).toEqual([]);
});
