import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import type { SaveRuleRequest } from "../../../src/contract/rules";
import { createWizardForm } from "../../factories/wizard-form";
import { verificationLinkFor } from "../outbox";

export const PASSWORD = "correct-horse-7";

const origin = (page: Page) => ({ Origin: new URL(page.url() || "about:blank").origin });

/** An address no other test, worker or run uses. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${randomBytes(5).toString("hex")}@example.com`;

/** Creates and confirms an account through the API, leaving the browser signed out. */
export async function createConfirmedAccount(page: Page, email: string) {
  if (page.url() === "about:blank") await page.goto("/documentation");
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: "" },
    headers: origin(page),
  });
  expect(response.status()).toBe(200);
  await confirmEmail(page, email);
  await page.context().clearCookies();
}

/** Follows the mailed confirmation link in the background: the welcome tokens arrive (decision 024). */
export async function confirmEmail(page: Page, email: string) {
  const confirmed = await page.request.get(await verificationLinkFor(email));
  expect(confirmed.ok()).toBe(true);
}

/**
 * Signs up in the form: "check your email" (decision 079), then the mailed link signs the browser
 * in and the page carries on by itself to the welcome page (or back to a kept wizard form).
 */
export async function signUpInUi(
  page: Page,
  email: string,
  name = "",
  landing = /\/user\/welcome$/,
) {
  await page.goto("/signup");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  if (name) await page.getByLabel(/^Name/).fill(name);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Check your email")).toBeVisible();
  await confirmEmail(page, email);
  await expect(page).toHaveURL(landing, { timeout: 10_000 });
}

/** Fills in and sends a sign-in form (`/signin` or `/admin/signin`). */
export async function signInInUi(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs out with the header's account menu (named `menuName`) and waits for the signed-out header. */
export async function signOutWithMenu(page: Page, menuName: RegExp) {
  await page.getByRole("button", { name: menuName }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.locator("[data-sonner-toast]").getByText("Signed out", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
}

/** Signs up through the API and follows the mailed link, which signs the browser context in. */
export async function signUpViaApi(page: Page, name = "") {
  if (page.url() === "about:blank") await page.goto("/documentation");
  const email = uniqueEmail("space");
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name },
    headers: origin(page),
  });
  expect(response.status()).toBe(200);
  await confirmEmail(page, email);
  return email;
}

/** Saves a rule through the API as the signed-in user; returns its id. */
export async function saveRuleViaApi(
  page: Page,
  name: string,
  content = `# ${name}\n\n- Keep components small.`,
) {
  const body: SaveRuleRequest = {
    name,
    form: createWizardForm({ additionalNotes: "Prices are in euros." }),
    rule: { title: name, content },
  };
  const response = await page.request.post("/api/rules", { data: body, headers: origin(page) });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

export const useGerman = (page: Page) =>
  page.addInitScript(() => localStorage.setItem("rulesmith.language", "de"));
