import type { Page } from "@playwright/test";
import { createWizardForm } from "../factories/wizard-form";
import { expect, payViaApi, priceIdOf, test } from "./support/fixtures";

// Each journey starts with a signed-up, confirmed account (the `account` fixture); purchases a
// journey does not look at are made through the API.
test.use({ accountName: "Buyer" });

const balance = async (page: Page) =>
  ((await (await page.request.get("/api/tokens/balance")).json()) as { tokensRemaining: number })
    .tokensRemaining;

const packageCard = (page: Page, name: string) =>
  page.getByTestId("package-card").filter({ has: page.getByRole("heading", { name }) });

test.describe("buying tokens in test mode", () => {
  test("a package raises the balance by exactly its tokens, and generating spends one", async ({
    page,
    account: _,
  }) => {
    await page.goto("/user/purchase-tokens");
    await expect(page.getByRole("heading", { name: "Purchase Tokens" })).toBeVisible();
    await expect(page.getByText("Test mode: payments are simulated")).toBeVisible();
    await expect(page.getByTestId("token-balance")).toContainText("3 tokens");
    await expect(page.getByTestId("package-card")).toHaveCount(3);
    // The built-in packages are shown quietly to a buyer: no toast, no notice, no clashing badge.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(page.getByTestId("fallback-notice")).toHaveCount(0);
    await expect(packageCard(page, "Medium")).not.toContainText("Standard");

    const medium = packageCard(page, "Medium");
    await expect(medium).toContainText("20 tokens");
    await expect(medium).toContainText("$15.99");
    await medium.getByRole("button", { name: "Purchase" }).click();
    await expect(page.getByText("Please confirm the immediate delivery first.")).toBeVisible();
    await page.getByRole("checkbox").check();
    await medium.getByRole("button", { name: "Purchase" }).click();

    await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
    await expect(page.getByText("Test payment — no money moves")).toBeVisible();
    await expect(page.getByText("$15.99")).toBeVisible();
    await page.getByRole("button", { name: "Pay" }).click();

    await expect(page).toHaveURL(/\/user\/purchase-success\?.*session_id=cs_test_/);
    await expect(page.getByRole("heading", { name: "Thank You For Your Purchase!" })).toBeVisible();
    await expect(page.getByTestId("tokens-added")).toHaveText(
      "20 tokens have been added to your account.",
    );
    await expect(page.getByTestId("token-balance")).toContainText("23 tokens");
    // Reloading the success page verifies again but never credits twice.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Thank You For Your Purchase!" })).toBeVisible();
    expect(await balance(page)).toBe(23);

    const generated = await page.request.post("/api/generate", {
      data: { form: createWizardForm(), language: "en" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(generated.status()).toBe(200);
    expect(await balance(page)).toBe(22);
  });

  test("a bought package is in the billing history with its receipt, and can be withdrawn from", async ({
    page,
    account: _,
  }) => {
    await payViaApi(page, await priceIdOf(page, "packages", "Medium"));
    await page.goto("/billing");
    await page.getByRole("tab", { name: "Billing History" }).click();
    await expect(page.getByRole("row").filter({ hasText: "Medium" })).toContainText("$15.99");
    await page.getByRole("link", { name: "Receipt" }).click();
    await expect(page.getByRole("heading", { name: "Receipt" })).toBeVisible();
    await expect(page.getByText(/agreed to immediate delivery/)).toBeVisible();
    await page.getByRole("link", { name: "Withdraw from contract" }).first().click();
    await expect(page.getByRole("heading", { name: "Withdraw from contract" })).toBeVisible();
    await page.getByRole("button", { name: "Declare withdrawal" }).click();
    await expect(page.getByRole("heading", { name: "Withdrawal received" })).toBeVisible();
  });

  test("canceling the checkout credits nothing and shows the canceled page", async ({
    page,
    account: _,
  }) => {
    await page.goto("/user/purchase-tokens");
    await page.getByRole("checkbox").check();
    await packageCard(page, "Basic").getByRole("button", { name: "Purchase" }).click();
    await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
    await page.getByRole("button", { name: "Cancel" }).click();

    await expect(page).toHaveURL(/\/user\/purchase-canceled$/);
    await expect(page.getByRole("heading", { name: "Purchase Canceled" })).toBeVisible();
    await expect(page.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    expect(await balance(page)).toBe(3);
    await page.goto("/purchase-canceled");
    await expect(page).toHaveURL(/\/user\/purchase-canceled$/);
    await page.getByRole("link", { name: "HOME", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

const planCard = (page: Page) => page.getByTestId("plan-card").filter({ hasText: "Pro Monthly" });

test("subscribing credits the first invoice", async ({ page, account: _ }) => {
  await page.goto("/billing");
  await expect(page.getByRole("tab", { name: "Subscription Plans" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const plan = planCard(page);
  // Price and interval read as two words; the card says its tokens in the reader's words.
  await expect(plan.locator("p.text-3xl")).toHaveText("$9 Monthly");
  await expect(plan).toContainText("50 tokens each period");
  await page.getByRole("checkbox").check();
  await plan.getByRole("button", { name: "Subscribe" }).click();

  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
  await expect(page.getByText("per month")).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();

  await expect(page).toHaveURL(/\/billing\?session_id=cs_test_/);
  await expect(page.getByTestId("subscription-status")).toHaveText("active");
  expect(await balance(page)).toBe(53);
});

test("canceling in the portal shows the ending warning", async ({ page, account: _ }) => {
  await payViaApi(page, await priceIdOf(page, "plans", "Pro Monthly"));
  await page.goto("/billing");
  await expect(page.getByTestId("subscription-status")).toHaveText("active");
  const plan = planCard(page);
  await page.getByRole("button", { name: "Manage subscription" }).click();
  await expect(page).toHaveURL(/\/billing\/test-portal$/);
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByRole("button", { name: "Resume subscription" })).toBeVisible();
  await page.getByRole("link", { name: "Back to billing" }).click();

  await expect(page.getByRole("alert").filter({ hasText: "Subscription ending" })).toContainText(
    "reactivate",
  );
  await page.getByRole("tab", { name: "Subscription Plans" }).click();
  await expect(plan.getByRole("button", { name: "Current Plan" })).toBeDisabled();
  expect(await balance(page)).toBe(53);
});
