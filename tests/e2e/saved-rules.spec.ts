import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { createWizardForm } from "../factories/wizard-form";
import { saveRuleViaApi, signUpViaApi, toast, useGerman } from "./support/account";
import { strFromU8, unzipSync } from "fflate";

test.describe.configure({ timeout: 60_000 });

test("saved rules: empty state, list, details, view, copy, download, duplicate, delete (en)", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUpViaApi(page);
  await page.goto("/saved-rules");
  await expect(page).toHaveURL(/\/user\/saved-rules$/);
  await expect(
    page.getByText("Each rule downloads as the file your AI tool reads, under its own name."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Your First Rule" })).toHaveAttribute(
    "href",
    "/",
  );

  await saveRuleViaApi(page, "Salon rules");
  await page.reload();
  const card = page.getByTestId("saved-rule-card").filter({ hasText: "Salon rules" });
  // Saved without files (as before files were kept): Markdown under the name's slug.
  await expect(card.getByTestId("saved-rule-format")).toHaveText("Markdown (.md)");
  await expect(card.getByText("Cursor")).toBeVisible();
  await expect(card.getByText("Frontend")).toBeVisible();

  await card.getByRole("button", { name: "Show details" }).click();
  await expect(card.getByText("React, TypeScript, TailwindCSS")).toBeVisible();
  await expect(card.getByText("Prices are in euros.")).toBeVisible();
  await card.getByRole("button", { name: "Hide details" }).click();
  await expect(card.getByText("Prices are in euros.")).toBeHidden();

  await card.getByRole("button", { name: "Copy" }).click();
  await expect(toast(page, "Rule copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("# Salon rules");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("salon-rules.md");
  expect(await readFile((await download.path())!, "utf8")).toContain("Keep components small.");
  await expect(toast(page, "Rule downloaded")).toBeVisible();

  await card.getByRole("button", { name: "View Rule" }).click();
  const dialog = page.getByRole("dialog", { name: "Salon rules" });
  await expect(dialog.getByRole("heading", { name: "Salon rules", level: 1 })).toBeVisible();
  await dialog.getByRole("button", { name: "Edit" }).click();
  await dialog.getByRole("textbox", { name: "Name" }).fill("Salon rules v2");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Rule updated")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Salon rules v2" })).toBeVisible();
  await page.keyboard.press("Escape");

  const renamed = page.getByTestId("saved-rule-card").filter({ hasText: "Salon rules v2" });
  await renamed.getByRole("button", { name: "Duplicate" }).click();
  await expect(toast(page, "Rule duplicated")).toBeVisible();
  await expect(page.getByTestId("saved-rule-card").first()).toContainText("Salon rules v2 (Copy)");
  await expect(page.getByTestId("saved-rule-card")).toHaveCount(2);

  const copy = page.getByTestId("saved-rule-card").first();
  await copy.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("saved-rule-card")).toHaveCount(2);
  await copy.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Rule deleted")).toBeVisible();
  await expect(page.getByTestId("saved-rule-card")).toHaveCount(1);

  await renamed.getByRole("button", { name: "View Rule" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Create New Rule" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("saved rules page a time and speak German (de)", async ({ page }) => {
  await useGerman(page);
  await signUpViaApi(page);
  for (let i = 1; i <= 22; i++) await saveRuleViaApi(page, `Regel ${i}`);
  await page.goto("/user/saved-rules");
  await expect(
    page.getByText("Jede Regel wird als die Datei heruntergeladen, die dein KI-Tool liest", {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByText("20 von 22 Regeln")).toBeVisible();
  await expect(page.getByTestId("saved-rule-card").first()).toContainText("Regel 22");
  await page.getByRole("button", { name: "Mehr anzeigen" }).click();
  await expect(page.getByTestId("saved-rule-card")).toHaveCount(22);

  const card = page
    .getByTestId("saved-rule-card")
    .filter({ has: page.getByRole("heading", { name: "Regel 1", exact: true }) });
  await card.getByRole("button", { name: "Duplizieren" }).click();
  await expect(toast(page, "Regel dupliziert")).toBeVisible();
  await expect(page.getByTestId("saved-rule-card").first()).toContainText("Regel 1 (Copy)");
  await page
    .getByTestId("saved-rule-card")
    .first()
    .getByRole("button", { name: "Regel ansehen" })
    .click();
  await expect(page.getByRole("dialog")).toContainText("Erstellt am");
  await page.keyboard.press("Escape");
  // Behaviour and output format in German.
  await card.getByRole("button", { name: "Details anzeigen" }).click();
  await expect(card.getByText("Streng", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await page
    .getByTestId("saved-rule-card")
    .first()
    .getByRole("button", { name: "Löschen" })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
  await expect(toast(page, "Regel gelöscht")).toBeVisible();
  await expect(page.getByText(/von 22 Regeln/)).toBeVisible();
  await page.getByRole("link", { name: "Zurück zum Dashboard" }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});

test("regenerating a saved rule asks first and spends exactly one token (en)", async ({ page }) => {
  await signUpViaApi(page);
  await saveRuleViaApi(page, "Salon rules", "# Salon rules\n\n- The old content.");
  await page.goto("/user/saved-rules");
  const card = page.getByTestId("saved-rule-card").filter({ hasText: "Salon rules" });

  // Cancel costs nothing.
  await card.getByRole("button", { name: "Regenerate “Salon rules”" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("This costs 1 token.");
  await expect(dialog.getByTestId("regenerate-balance")).toHaveText("Your balance: 3 tokens");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await card.getByRole("button", { name: "Regenerate “Salon rules”" }).click();
  await dialog.getByRole("button", { name: "Regenerate (1 token)" }).click();
  await expect(toast(page, "Rule regenerated")).toBeVisible();
  await expect(dialog).toBeHidden();

  const balance = await (await page.request.get("/api/tokens/balance")).json();
  expect(balance.tokensRemaining).toBe(2);
  const ledger = await (await page.request.get("/api/tokens/transactions")).json();
  const uses = ledger.transactions.filter((row: { type: string }) => row.type === "use");
  expect(uses).toHaveLength(1);

  await card.getByRole("button", { name: "View Rule" }).click();
  await expect(page.getByRole("dialog")).not.toContainText("The old content.");
  await expect(page.getByRole("dialog")).toContainText("Cursor");
});

test("a saved rule downloads as the result's file and shows its frontmatter as code, at 375 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page);
  const core =
    "---\ndescription: Salon rules\nalwaysApply: true\n---\n\n# Salon rules\n\n- Book in 15-minute slots.\n";
  const response = await page.request.post("/api/rules", {
    data: {
      name: "React + Next.js + TailwindCSS fullstack rules for Cursor",
      form: createWizardForm(),
      rule: {
        title: "React + Next.js + TailwindCSS fullstack rules for Cursor",
        content: core,
        files: [
          {
            path: ".cursor/rules/react-nextjs-tailwindcss-fullstack.mdc",
            content: core,
            role: "core",
          },
          { path: ".cursor/rules/react.mdc", content: "# React\n", role: "scoped" },
        ],
      },
    },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(201);
  await page.goto("/user/saved-rules");
  const card = page.getByTestId("saved-rule-card").first();
  await expect(card.getByTestId("saved-rule-format")).toHaveText("Cursor rule (.mdc)");
  // A rule of several files downloads whole: the zip with each file at its path.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card
      .getByRole("button", {
        name: "Download all 2 files of “React + Next.js + TailwindCSS fullstack rules for Cursor” (.zip)",
      })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const entries = unzipSync(await readFile((await download.path())!));
  expect(strFromU8(entries[".cursor/rules/react-nextjs-tailwindcss-fullstack.mdc"]!)).toBe(core);
  expect(Object.keys(entries)).toContain(".cursor/rules/react.mdc");
  // Nothing sticks out of a phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await card.getByRole("button", { name: "View Rule" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator("pre code").first()).toContainText("alwaysApply: true");
  await expect(dialog.getByRole("heading", { name: /alwaysApply/ })).toHaveCount(0);
  await expect(dialog.getByRole("heading", { name: "Salon rules", level: 1 })).toBeVisible();
});
