import { readFile } from "node:fs/promises";
import { PASSWORD, saveRuleViaApi, toast, useGerman } from "./support/account";
import { expect, test } from "./support/fixtures";

// Each part of the settings page starts from its own signed-up, confirmed account (the
// `account` fixture), so one failing part does not hide the others.
test.describe.configure({ timeout: 60_000 });

test.describe("settings (en)", () => {
  test("the display name is saved and shown in the header", async ({ page, account: _ }) => {
    await page.goto("/user/dashboard");
    await page.getByRole("link", { name: "Account settings" }).click();
    await expect(page).toHaveURL(/\/user\/settings$/);

    await page.getByLabel("Display name").fill("Grace");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(toast(page, "Display name saved")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: /Grace/ })).toBeVisible();
  });

  test("the password changes only with the current one", async ({ page, account: _ }) => {
    await page.goto("/user/settings");
    await page.getByLabel("Current password").fill("wrong-password-1");
    await page.getByLabel("New password", { exact: true }).fill("brand-new-pass-9");
    await page.getByLabel("Confirm new password").fill("brand-new-pass-9");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(toast(page, "That password is not correct.")).toBeVisible();
    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(toast(page, "Password changed")).toBeVisible();
  });

  test.describe("with a name", () => {
    test.use({ accountName: "Grace" });

    test("the data export holds the profile, the rules and the generations", async ({
      page,
      account,
    }) => {
      await saveRuleViaApi(page, "Exported rule");
      await page.goto("/user/settings");
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download my data" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^rulesmith-export-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile((await download.path())!, "utf8"));
      expect(data.profile).toMatchObject({ email: account.email, name: "Grace" });
      expect(data.rules[0].name).toBe("Exported rule");
      expect(data.generations).toEqual([]);
    });
  });

  test("deleting the account signs out and ends access", async ({ page, account: _ }) => {
    await page.goto("/user/settings");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByLabel("Password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Delete for good" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, "Account deleted")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.goto("/user/saved-rules");
    await expect(page).toHaveURL(/\/signin$/);
  });
});

test.describe("settings (de)", () => {
  test.beforeEach(({ page }) => useGerman(page));

  test("settings speak German", async ({ page, account: _ }) => {
    await page.goto("/user/settings");
    await expect(page.getByRole("heading", { name: "Kontoeinstellungen" })).toBeVisible();
    await page.getByLabel("Aktuelles Passwort").fill(PASSWORD);
    await page.getByLabel("Neues Passwort", { exact: true }).fill("brand-new-pass-9");
    await page.getByLabel("Neues Passwort bestätigen").fill("anders-9-anders");
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page.getByText("Passwörter stimmen nicht überein")).toBeVisible();
    await page.getByRole("button", { name: "Mein Konto löschen" }).click();
    await page.getByRole("alertdialog").getByLabel("Passwort").fill("falsch-falsch-1");
    await page.getByRole("alertdialog").getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(toast(page, "Das Passwort stimmt nicht.")).toBeVisible();
  });
});
