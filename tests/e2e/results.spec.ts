import { expect, test } from "@playwright/test";
import { signUpViaApi, toast, useGerman } from "./support/account";
import { expectRuleShown, walkWizardToConsent } from "./support/wizard";

test.describe.configure({ timeout: 90_000 });

test("a generated rule has its own URL: reload, Back/Forward and the dashboard show it (en)", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Get started" }).click();
  await walkWizardToConsent(page);
  await page.getByRole("button", { name: "Generate AI Behavior Rules" }).click();
  await expect(toast(page, "Token used")).toBeVisible();
  await expect(page).toHaveURL(/\/user\/results\/[0-9a-f-]{36}$/);
  const resultUrl = page.url();
  await expectRuleShown(page);

  await page.reload();
  await expectRuleShown(page);
  await expect(page.getByRole("button", { name: "Save Rule" })).toBeVisible();

  // Back leads to the wizard's last step with the form it was generated from (decision 052).
  await page.goBack();
  await expect(page).toHaveURL(/\/\?step=7$/);
  await expect(page.getByText("Step 7 of 7")).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(resultUrl);
  await expectRuleShown(page);
  await page.goBack();
  await page.getByRole("button", { name: "Step 2: Project" }).click();
  await expect(page.getByRole("textbox", { name: "Project description" })).toHaveValue(
    /hair salons/,
  );

  await page.goto("/user/dashboard");
  const recent = page.getByTestId("recent-generations");
  await recent.getByRole("link").first().click();
  await expect(page).toHaveURL(resultUrl);
  await expectRuleShown(page);

  await page.getByRole("button", { name: "Create New Rule" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("another account's result is not shown (de)", async ({ page, browser }) => {
  await useGerman(page);
  await signUpViaApi(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Los geht's" }).click();
  await walkWizardToConsent(page, "de");
  await page.getByRole("button", { name: "KI-Verhaltensregeln erstellen" }).click();
  await expect(page).toHaveURL(/\/user\/results\//);
  const resultPath = new URL(page.url()).pathname;
  await page.reload();
  await expectRuleShown(page);

  const stranger = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await useGerman(stranger);
  await signUpViaApi(stranger);
  await stranger.goto(resultPath);
  await expect(stranger.getByRole("heading", { name: "Ergebnis nicht gefunden" })).toBeVisible();
  await stranger.close();
});
