import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, signUpViaApi, toast, useGerman } from "./support/account";

/**
 * "Import your project" (docs/product/project-import.md, decision 077): a folder picked in the
 * wizard is read in the browser, its facts prefill the wizard, an edited command reaches the
 * rule as typed, and a rule file's own rules stay in the browser unless kept.
 */
test.describe.configure({ timeout: 120_000 });

const EDITED_TEST_COMMAND = "make test ARGS=--coverage";
const OWN_RULE = "Never touch the billing tables by hand.";

let project: string;

test.beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), "rulesmith-import-"));
  project = join(root, "salon");
  await mkdir(join(project, "src/app"), { recursive: true });
  await mkdir(join(project, "node_modules/next"), { recursive: true });
  const files: Record<string, string> = {
    "package.json": JSON.stringify(
      {
        name: "salon",
        private: true,
        packageManager: "pnpm@9.15.0",
        scripts: { dev: "next dev", build: "next build", lint: "next lint" },
        dependencies: { next: "^14.2.0", react: "^19.0.0", "react-dom": "^19.0.0" },
        devDependencies: { typescript: "^5.7.0" },
      },
      null,
      2,
    ),
    "pnpm-lock.yaml": [
      "lockfileVersion: '9.0'",
      "",
      "importers:",
      "",
      "  .:",
      "    dependencies:",
      "      next:",
      "        specifier: ^14.2.0",
      "        version: 15.2.3(react-dom@19.0.0(react@19.0.0))(react@19.0.0)",
      "      react:",
      "        specifier: ^19.0.0",
      "        version: 19.0.0",
      "      react-dom:",
      "        specifier: ^19.0.0",
      "        version: 19.0.0(react@19.0.0)",
      "    devDependencies:",
      "      typescript:",
      "        specifier: ^5.7.0",
      "        version: 5.7.2",
      "",
    ].join("\n"),
    Makefile: ".PHONY: test\ntest:\n\tpnpm vitest run\n",
    "tsconfig.json": JSON.stringify({ compilerOptions: { strict: true } }),
    "CLAUDE.md": `# Salon\n\n- ${OWN_RULE}\n`,
    "src/app/page.tsx": "export default function Page() {\n  return null;\n}\n",
    // A dependency folder: skipped whole, never read.
    "node_modules/next/package.json": JSON.stringify({ name: "next", version: "0.0.0" }),
  };
  for (const [path, content] of Object.entries(files)) {
    await writeFile(join(project, path), content);
  }
});

test.afterAll(async () => {
  await rm(join(project, ".."), { recursive: true, force: true });
});

const texts = {
  en: {
    start: "Try it now",
    getStarted: "Get started",
    import: "Import",
    imported: "Project imported",
    detected: "Detected in your project",
    nextFact: "Next.js 15.2.3 — pnpm-lock.yaml",
    note: "Next.js: package.json asks for ^14.2.0, pnpm-lock.yaml has 15.2.3 — using the lockfile",
    test: "Test",
    review: "Review",
    next: "Next",
    description: "Project description",
    step7: "Step 7 of 7",
    version: "Next.js version",
    generate: "Generate AI Behavior Rules",
  },
  de: {
    start: "Jetzt ausprobieren",
    getStarted: "Los geht's",
    import: "Importieren",
    imported: "Projekt importiert",
    detected: "In deinem Projekt erkannt",
    nextFact: "Next.js 15.2.3 — pnpm-lock.yaml",
    note: "Next.js: package.json verlangt ^14.2.0, pnpm-lock.yaml enthält 15.2.3 — wir nehmen die Version aus dem Lockfile",
    test: "Tests",
    review: "Prüfen",
    next: "Weiter",
    description: "Projektbeschreibung",
    step7: "Schritt 7 von 7",
    version: "Version von Next.js",
    generate: "KI-Verhaltensregeln erstellen",
  },
} as const;

/**
 * From the wizard's first step: picks the project's folder, checks what was detected, edits the
 * test command and walks to the last step with Cursor as the target.
 */
async function importAndWalk(page: Page, language: keyof typeof texts) {
  const t = texts[language];
  const next = () => page.getByRole("button", { name: t.next, exact: true }).click();
  const panel = page.getByRole("region", {
    name: language === "en" ? "Import your project" : "Projekt importieren",
  });
  await panel.getByRole("button", { name: t.import, exact: true }).click();
  await panel.locator("input[webkitdirectory]").setInputFiles(project);
  await expect(toast(page, t.imported)).toBeVisible();
  await page.getByRole("button", { name: t.review }).click();

  const detected = page.getByRole("region", { name: t.detected });
  await expect(detected).toBeVisible();
  await expect(detected.getByText(/^Next\.js 15\.[\d.]+ — pnpm-lock\.yaml$/)).toBeVisible();
  await expect(detected.getByRole("checkbox", { name: t.nextFact })).toBeChecked();
  await expect(detected.getByText(t.note)).toBeVisible();
  const testCommand = detected.getByRole("textbox", { name: t.test, exact: true });
  await expect(testCommand).toHaveValue("make test");
  await testCommand.fill(EDITED_TEST_COMMAND);

  await page
    .getByRole("textbox", { name: t.description })
    .fill("A booking app for hair salons with online payments and reminders.");
  await next();
  await page.getByRole("radio", { name: /^Cursor/ }).click();
  await next();
  // The import chose the application type and the frameworks with their installed versions.
  await expect(page.getByRole("radio", { name: /^Frontend/ })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await next();
  await expect(page.getByRole("button", { name: "Next.js", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("combobox", { name: t.version })).toHaveValue("15.2.3");
  await expect(
    page.getByRole("group", { name: /Commands|Befehle/ }).getByRole("textbox", {
      name: t.test,
      exact: true,
    }),
  ).toHaveValue(EDITED_TEST_COMMAND);
  await next();
  await next();
  await expect(page.getByText(t.step7)).toBeVisible();
}

/** The generate request's form: the edited command, and no rule text the visitor didn't keep. */
function expectPrivateForm(body: { form: Record<string, unknown> }) {
  expect(body.form.commands).toMatchObject({ test: EDITED_TEST_COMMAND, install: "pnpm install" });
  expect(JSON.stringify(body)).not.toContain(OWN_RULE);
  expect(body.form.project).toMatchObject({
    origin: { kind: "files" },
    existingRules: [{ path: "CLAUDE.md", rules: [], keep: false }],
  });
}

test("import a folder, edit a command, preview, sign in and generate: the command is in the rule (en)", async ({
  page,
}) => {
  // An account to sign in with from the preview; the journey itself starts anonymous.
  const address = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto("/");
  await page.getByRole("button", { name: texts.en.start }).click();
  await importAndWalk(page, "en");

  const [preview] = await Promise.all([
    page.waitForRequest("**/api/generate"),
    page.getByRole("button", { name: texts.en.generate }).click(),
  ]);
  expectPrivateForm(preview.postDataJSON());
  await expect(page.getByTestId("masked-preview")).toBeVisible();

  // Signing in from the preview brings the wizard back with the imported form.
  await page.getByTestId("masked-preview").locator("..").getByRole("link").last().click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel("Email", { exact: true }).fill(address);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).last().click();
  await expect(page.getByText(texts.en.step7)).toBeVisible();
  await expect(page.getByText(/Imported from your project: Next\.js 15\.2\.3/)).toBeVisible();
  await page.getByRole("checkbox").check();

  const [full] = await Promise.all([
    page.waitForRequest("**/api/generate"),
    page.getByRole("button", { name: texts.en.generate }).click(),
  ]);
  expectPrivateForm(full.postDataJSON());
  await expect(toast(page, "Token used")).toBeVisible();
  await expect(page).toHaveURL(/\/user\/results\//);
  await expect(page.locator("main")).toContainText(EDITED_TEST_COMMAND);
  // The layout is the folder's own, read in the browser (node_modules skipped), not a template.
  await expect(page.locator("main")).toContainText(/Layout: `?src\/`? \(source\)\./);
});

test("the same journey in German, signed in from the start", async ({ page }) => {
  await useGerman(page);
  await signUpViaApi(page);
  await page.goto("/");
  await page.getByRole("button", { name: texts.de.getStarted }).click();
  await importAndWalk(page, "de");
  await page.getByRole("checkbox").check();
  const [request] = await Promise.all([
    page.waitForRequest("**/api/generate"),
    page.getByRole("button", { name: texts.de.generate }).click(),
  ]);
  expectPrivateForm(request.postDataJSON());
  await expect(toast(page, "Token verbraucht")).toBeVisible();
  await expect(page).toHaveURL(/\/user\/results\//);
  await expect(page.locator("main")).toContainText(EDITED_TEST_COMMAND);

  // Saved, the rule says where its facts came from.
  await page.getByRole("button", { name: "Regel speichern" }).click();
  const dialog = page.getByRole("dialog", { name: "Regel speichern" });
  await dialog.getByRole("textbox", { name: "Name" }).fill("Salon importiert");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
  await page.goto("/user/saved-rules");
  await page
    .getByTestId("saved-rule-card")
    .filter({ hasText: "Salon importiert" })
    .getByRole("button", { name: "Regel ansehen" })
    .click();
  await expect(
    page.getByRole("dialog", { name: "Salon importiert" }).getByText("Aus Dateien importiert"),
  ).toBeVisible();
});

test("dropped files are read too; a file the reader can't use is noted", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: texts.en.start }).click();
  await page.getByRole("button", { name: texts.en.import, exact: true }).click();
  const drop = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(
      new File(
        [
          JSON.stringify({
            name: "shop",
            dependencies: { vue: "^3.5.0" },
            scripts: { test: "vitest" },
          }),
        ],
        "package.json",
      ),
    );
    transfer.items.add(new File(["{ not json"], "composer.json"));
    transfer.items.add(new File(["SECRET=1"], ".env"));
    return transfer;
  });
  await page.getByTestId("project-drop-zone").dispatchEvent("drop", { dataTransfer: drop });
  await expect(toast(page, texts.en.imported)).toBeVisible();
  await page.getByRole("button", { name: texts.en.review }).click();
  const detected = page.getByRole("region", { name: texts.en.detected });
  await expect(detected.getByRole("checkbox", { name: "Vue ^3.5.0 — package.json" })).toBeChecked();
  // A script that only starts Vitest's watcher runs once.
  await expect(detected.getByRole("textbox", { name: "Test", exact: true })).toHaveValue(
    "npm test -- --run",
  );
  await expect(
    detected.getByText("composer.json could not be parsed and was skipped"),
  ).toBeVisible();
});
