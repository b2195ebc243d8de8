import { expect, test } from "@playwright/test";
import { holdAppCode, watchForLive } from "./support/app-code";
import { collectErrors } from "./support/page-errors";

/**
 * The wizard's first step arrives prerendered, fresh, and its code starts at the visitor's first
 * use, as the landing's does (decision 142). A tab with a wizard of its own gets that instead.
 */

test.describe.configure({ timeout: 60_000 });

test("the first step arrives readable before its code, and a choice made then is applied", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const live = await watchForLive(page);
  const releaseCode = await holdAppCode(page);
  await page.goto("/?step=1", { waitUntil: "commit" });
  await expect(page.getByText("Step 1 of 7")).toBeVisible();
  await expect(page).toHaveTitle("Create your rule · Rulesmith");
  const native = page.getByRole("radio", { name: /Native AI Prompts/ });
  await native.click();

  releaseCode();
  await live();
  await expect(native).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Step 2 of 7")).toBeVisible();
  await expect(page).toHaveURL(/\/\?step=2$/);
  expect(errors).toEqual([]);
});

test("a reload in a tab with a wizard of its own shows that wizard, not a fresh one", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/?step=1");
  await page.getByRole("radio", { name: /Native AI Prompts/ }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Step 2 of 7")).toBeVisible();

  await page.goto("/?step=1");
  await expect(page.getByRole("radio", { name: /Native AI Prompts/ })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Step 2 of 7")).toBeVisible();
  expect(errors).toEqual([]);
});

test("'Import your project' on the landing before its code has arrived opens the import", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const live = await watchForLive(page);
  const releaseCode = await holdAppCode(page);
  await page.goto("/", { waitUntil: "commit" });
  await page.getByRole("link", { name: "Import your project" }).click();
  // A fresh run, and the address without the start mark, before any of the app's code.
  await expect(page).toHaveURL(/\/\?step=1&import=1$/);
  await expect(page.getByRole("tab", { name: "GitHub" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("activeFormSession"))).toBe("true");

  await page.getByRole("tab", { name: "GitHub" }).click();
  releaseCode();
  await live();
  await expect(page.getByRole("tab", { name: "GitHub" })).toHaveAttribute("aria-selected", "true");
  expect(errors).toEqual([]);
});

test.describe("a German browser", () => {
  test.use({ locale: "de-DE" });

  test("gets the first step prerendered in German", async ({ page }) => {
    const errors = collectErrors(page);
    const live = await watchForLive(page);
    const releaseCode = await holdAppCode(page);
    await page.goto("/?step=1", { waitUntil: "commit" });
    await expect(page.getByText("Schritt 1 von 7")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");

    releaseCode();
    await page.getByRole("button", { name: "Weiter", exact: true }).click();
    await live();
    await expect(page.getByText("Schritt 2 von 7")).toBeVisible();
    expect(errors).toEqual([]);
  });
});
