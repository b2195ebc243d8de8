import { expect, type Page } from "@playwright/test";

/**
 * Walks the seven steps with a small Cursor rule set (labels in `language`); ticks the consent
 * box where there is one (only a signed-in generation spends a token and asks for it).
 */
export async function walkWizardToConsent(page: Page, language: "en" | "de" = "en") {
  const next = language === "en" ? "Next" : "Weiter";
  const click = () => page.getByRole("button", { name: next, exact: true }).click();
  await click();
  await page
    .getByRole("textbox", {
      name: language === "en" ? "Project description" : "Projektbeschreibung",
    })
    .fill("A booking app for hair salons with online payments and reminders.");
  await click();
  await page.getByRole("radio", { name: /^Cursor/ }).click();
  await click();
  await click();
  await page.getByRole("button", { name: "React", exact: true }).click();
  await click();
  await click();
  // The step changes with a navigation that renders a moment later: count the consent box only
  // once the last step is on screen (it is there for signed-in users only).
  await expect(page.getByText(language === "en" ? "Step 7 of 7" : "Schritt 7 von 7")).toBeVisible();
  const consent = page.getByRole("checkbox");
  if ((await consent.count()) > 0) await consent.check();
}

export async function expectRuleShown(page: Page) {
  await expect(page.locator("h1").first()).toContainText("Cursor");
}
