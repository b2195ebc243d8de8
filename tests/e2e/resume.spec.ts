import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { confirmEmail, PASSWORD, toast, useGerman } from "./support/account";
import { expectRuleShown, walkWizardToConsent } from "./support/wizard";

test.describe.configure({ timeout: 90_000 });

const email = () => `resume-${randomBytes(5).toString("hex")}@example.com`;

test("preview → sign up → the wizard returns with the same form, one click generates (en)", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Try it now" }).click();
  await walkWizardToConsent(page);
  await page.getByRole("button", { name: "Generate AI Behavior Rules" }).click();
  await expect(page.getByTestId("masked-preview")).toBeVisible();

  await page.getByRole("link", { name: "Create free account" }).click();
  const address = email();
  await page.getByLabel("Email", { exact: true }).fill(address);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  // "Check your email": the link, followed elsewhere, signs in; this tab carries on by itself
  // back to the wizard with the same form (decisions 051, 079).
  await expect(page.getByText("Check your email")).toBeVisible();
  await confirmEmail(page, address);

  await expect(page).toHaveURL(/\/\?step=7$/, { timeout: 10_000 });
  await expect(page.getByText("Step 7 of 7")).toBeVisible();
  await expect(page.getByRole("checkbox")).not.toBeChecked();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Generate AI Behavior Rules" }).click();
  await expect(toast(page, "Token used")).toBeVisible();
  await expect(page).toHaveURL(/\/user\/results\//);
  await expectRuleShown(page);
  await expect(page.getByTestId("masked-preview")).toHaveCount(0);
  await expect(page.getByText("hair salons").first()).toBeVisible();
});

test("preview → sign in → back to the wizard with the form (de)", async ({ page }) => {
  const address = email();
  await useGerman(page);
  await page.goto("/");
  const created = await page.request.post("/api/auth/sign-up/email", {
    data: { email: address, password: PASSWORD, name: "" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(created.status()).toBe(200);
  await confirmEmail(page, address);
  await page.context().clearCookies();
  await page.reload();

  await page.getByRole("button", { name: "Jetzt ausprobieren" }).click();
  await walkWizardToConsent(page, "de");
  await page.getByRole("button", { name: "KI-Verhaltensregeln erstellen" }).click();
  await expect(page.getByTestId("masked-preview")).toBeVisible();
  await page.getByTestId("masked-preview").locator("..").getByRole("link").last().click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel("E-Mail", { exact: true }).fill(address);
  await page.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Anmelden" }).last().click();
  await expect(page).toHaveURL(/\/\?step=7$/);
  await expect(page.getByText("Schritt 7 von 7")).toBeVisible();
  await expect(page.getByRole("checkbox")).not.toBeChecked();
  await page.getByRole("checkbox").check();
});
