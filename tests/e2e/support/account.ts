import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import type { SaveRuleRequest } from "../../../src/contract/rules";
import { createWizardForm } from "../../factories/wizard-form";

export const PASSWORD = "correct-horse-7";

const origin = (page: Page) => ({ Origin: new URL(page.url() || "about:blank").origin });

/** Signs up through the API; the browser context keeps the session cookie. */
export async function signUpViaApi(page: Page, name = "") {
  if (page.url() === "about:blank") await page.goto("/documentation");
  const email = `space-${randomBytes(5).toString("hex")}@example.com`;
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name },
    headers: origin(page),
  });
  expect(response.status()).toBe(200);
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
