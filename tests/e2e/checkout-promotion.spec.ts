import { createWizardForm } from "../factories/wizard-form";
import { expect, test } from "./support/fixtures";
import { walkWizardToConsent } from "./support/wizard";

// A signed-up, confirmed account that has spent one of its welcome tokens (so step 7 offers more).
test.use({ accountName: "Saver" });
test.describe.configure({ timeout: 90_000 });

test("from the wizard: the code applied before paying, the discounted checkout, the receipt, and back to the rule (decision 101)", async ({
  page,
  account: _,
}) => {
  const spent = await page.request.post("/api/generate", {
    data: { form: createWizardForm(), language: "en" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(spent.status()).toBe(200);

  await page.goto("/");
  await page.getByRole("button", { name: "Get started" }).click();
  await walkWizardToConsent(page);
  await expect(page.getByText("Running low on tokens!")).toBeVisible();
  await page.getByRole("link", { name: "Buy tokens" }).click();
  await expect(page).toHaveURL(/\/user\/purchase-tokens\?return=%2F%3Fstep%3D7$/);

  const medium = page
    .getByTestId("package-card")
    .filter({ has: page.getByRole("heading", { name: "Medium" }) });
  const code = page.getByLabel("Promotion code");
  await code.fill("nope");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("This promotion code is not valid.")).toBeVisible();
  await expect(medium).toContainText("$15.99");

  await code.fill(" test 50 ");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Code TEST50 applied")).toBeVisible();
  await expect(medium.getByTestId("discounted-price")).toHaveText("$8.00 instead of $15.99");

  await page.getByRole("checkbox").check();
  await medium.getByRole("button", { name: "Purchase" }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
  await expect(page.getByText("Promotion code TEST50 applied before checkout.")).toBeVisible();
  await expect(page.getByText("$8.00")).toBeVisible();
  await expect(page.getByLabel("Promotion code")).toHaveCount(0);
  await page.getByRole("button", { name: "Pay" }).click();

  // A full page load (the test provider redirects like Stripe does).
  await expect(page.getByRole("heading", { name: "Thank You For Your Purchase!" })).toBeVisible({
    timeout: 20_000,
  });
  // The purchase began in the wizard: the first action returns to it, with the form.
  const actions = page.getByRole("link").filter({ hasText: /Back to your rule|Buy More Tokens/ });
  await expect(actions.first()).toHaveText("Back to your rule");
  await actions.first().click();
  await expect(page.getByText("Step 7 of 7")).toBeVisible();
  await expect(page.getByText("You have 22 tokens left.")).toBeVisible();
  await page.getByRole("button", { name: /^Step 2:/ }).click();
  await expect(page.getByRole("textbox", { name: "Project description" })).toHaveValue(
    /hair salons/,
  );

  await page.goto("/billing");
  await page.getByRole("tab", { name: "Billing History" }).click();
  await page.getByRole("link", { name: "Receipt" }).click();
  await expect(page.getByRole("heading", { name: "Receipt" })).toBeVisible();
  const receipt = page.locator("dl");
  await expect(receipt).toContainText("Price$15.99");
  await expect(receipt).toContainText("Discount (TEST50)−$7.99");
  await expect(receipt).toContainText("Total paid$8.00");
});
