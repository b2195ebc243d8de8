import { collectErrors } from "./support/page-errors";
import { expect, test } from "@playwright/test";
import { createConfirmedAccount, PASSWORD, uniqueEmail } from "./support/account";
import { holdAppCode, watchForLive } from "./support/app-code";

/**
 * Sign-in and sign-up arrive prerendered and their code starts at the visitor's first use, as the
 * landing's does (decisions 108, 138): what is typed before the app is live stays, and a press on
 * the submit button made meanwhile is sent once it is.
 */

test.describe.configure({ timeout: 60_000 });

test("sign-in typed and sent before its code has arrived signs in", async ({ page }) => {
  const email = uniqueEmail("early-signin");
  await createConfirmedAccount(page, email);
  const errors = collectErrors(page);
  const releaseCode = await holdAppCode(page);
  await page.goto("/signin", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();

  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  // The browser does not send the form itself: no credentials in the address.
  await expect(page).toHaveURL(/\/signin$/);

  releaseCode();
  await expect(page).toHaveURL(/\/user\/dashboard$/, { timeout: 15_000 });
  expect(errors).toEqual([]);
});

test("text typed into sign-in before the app is live stays once it is", async ({ page }) => {
  const errors = collectErrors(page);
  const live = await watchForLive(page);
  const releaseCode = await holdAppCode(page);
  await page.goto("/signin", { waitUntil: "commit" });
  const emailField = page.getByLabel("Email", { exact: true });
  const passwordField = page.getByLabel("Password", { exact: true });
  await emailField.fill("nobody@example.com");
  await passwordField.fill("typed-early-1");

  releaseCode();
  await live();
  await expect(emailField).toHaveValue("nobody@example.com");
  await expect(passwordField).toHaveValue("typed-early-1");
  // The form has them too: the server answers them (no account), no field is said to be empty.
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(
    page.locator("[data-sonner-toast]").getByText("Authentication failed"),
  ).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(errors.filter((error) => !error.includes("401"))).toEqual([]);
});

test("sign-up typed and sent before its code has arrived asks to check the mail", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const releaseCode = await holdAppCode(page);
  await page.goto("/signup", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();

  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("early-signup"));
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/signup$/);

  releaseCode();
  await expect(page.getByText("Check your email")).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});

test("a password typed into sign-up before the app is live is checked once it is", async ({
  page,
}) => {
  const live = await watchForLive(page);
  const releaseCode = await holdAppCode(page);
  await page.goto("/signup", { waitUntil: "commit" });
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  const checklist = page.getByTestId("password-checklist").locator("li");
  await expect(checklist.first()).toHaveAttribute("data-met", "false");

  releaseCode();
  await live();
  await expect(checklist.and(page.locator('[data-met="false"]'))).toHaveCount(0);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);
});

test.describe("a German browser", () => {
  test.use({ locale: "de-DE" });

  test("gets sign-in and sign-up prerendered in German, and signs in typed early", async ({
    page,
  }) => {
    const email = uniqueEmail("frueh");
    await createConfirmedAccount(page, email);
    const errors = collectErrors(page);
    await page.goto("/signup", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Konto erstellen" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");

    const releaseCode = await holdAppCode(page);
    await page.goto("/signin", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Anmelden" })).toBeVisible();
    await page.getByLabel("E-Mail", { exact: true }).fill(email);
    await page.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Anmelden" }).click();

    releaseCode();
    await expect(page).toHaveURL(/\/user\/dashboard$/, { timeout: 15_000 });
    expect(errors).toEqual([]);
  });
});
