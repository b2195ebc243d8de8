import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { PASSWORD, confirmEmail, signUpViaApi, toast } from "./support/account";

/**
 * Issue 10: the admin billing console end to end, in test mode. The admin comes from
 * ADMIN_EMAILS (playwright.config.ts), so this works whichever spec made the first account.
 * One server and one database serve the whole run: the product made here is deleted again
 * (in the journey, and in any case afterwards), so the other specs still see the default packages.
 */

// Two browsers, a purchase and several console tabs: more room than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const E2E_ADMIN_EMAIL = "e2e-admin@example.com";

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });
const productName = `E2E Pack ${randomBytes(3).toString("hex")} 40 tokens`;

/** A signed-in admin page: signs the listed admin up (granted on confirming) or in (a retry). */
async function adminPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/documentation");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { email: E2E_ADMIN_EMAIL, password: PASSWORD, name: "E2E Admin" },
    headers: origin(page),
  });
  if (signUp.ok()) await confirmEmail(page, E2E_ADMIN_EMAIL);
  // A fresh session, so the admin flag granted on confirming is read.
  await page.context().clearCookies();
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email: E2E_ADMIN_EMAIL, password: PASSWORD },
    headers: origin(page),
  });
  expect(signIn.ok()).toBe(true);
  return page;
}

const balance = async (page: Page) =>
  ((await (await page.request.get("/api/tokens/balance")).json()) as { tokensRemaining: number })
    .tokensRemaining;

/** Deletes the journey's product through the API if it is still there. */
async function removeProduct(page: Page) {
  const answer = await page.request.get("/api/admin/billing/products?active=all");
  if (!answer.ok()) return;
  const { products } = (await answer.json()) as { products: { id: string; name: string }[] };
  for (const product of products.filter((p) => p.name === productName)) {
    await page.request.delete(`/api/admin/billing/products/${product.id}`, {
      headers: origin(page),
    });
  }
}

test("an admin sells a new package, a user buys it, the admin sees the customer and adds tokens", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  try {
    // The console opens on Products, in test mode (no resync).
    await admin.goto("/admin/billing");
    await expect(admin.getByRole("heading", { name: "Billing Administration" })).toBeVisible();
    await expect(admin.getByRole("tab", { name: "Products" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(admin.getByRole("note").filter({ hasText: "Test mode" })).toBeVisible();
    await expect(admin.getByRole("button", { name: "Resync from Stripe" })).toHaveCount(0);

    // A product: the name must be 2 characters at least.
    await admin.getByRole("button", { name: "New Product" }).click();
    const productDialog = admin.getByRole("dialog", { name: "Create New Product" });
    await productDialog.getByLabel("Product name").fill("X");
    await productDialog.getByRole("button", { name: "Create Product" }).click();
    await expect(
      productDialog.getByText("Product name must be at least 2 characters."),
    ).toBeVisible();
    await productDialog.getByLabel("Product name").fill(productName);
    await productDialog.getByLabel("Description (optional)").fill("Forty AI rules at once");
    await productDialog.getByRole("button", { name: "Create Product" }).click();
    await expect(toast(admin, "Product created")).toBeVisible();
    const productRow = admin.getByRole("row").filter({ hasText: productName });
    await expect(productRow).toContainText("No prices defined");
    await expect(productRow).toContainText("Active");

    // A one-time price of $7.50 for it; the tab is in the URL.
    await admin.getByRole("tab", { name: "Prices" }).click();
    await expect(admin).toHaveURL(/\/admin\/billing\?tab=prices$/);
    // Until a one-time price is active, buyers see the built-in packages: the panel says so.
    const shop = admin.getByTestId("shop-packages");
    await expect(shop.getByText("Built-in fallback")).toHaveCount(3);
    await admin.getByRole("button", { name: "New Price" }).click();
    const priceDialog = admin.getByRole("dialog", { name: "Create New Price" });
    await expect(priceDialog.getByTestId("replaces-fallbacks")).toBeVisible();
    await priceDialog.getByRole("button", { name: "Create Price" }).click();
    await expect(priceDialog.getByText("Please select a product.")).toBeVisible();
    await expect(priceDialog.getByText("Price must be greater than 0")).toBeVisible();
    await priceDialog.getByLabel("Product", { exact: true }).selectOption({ label: productName });
    await priceDialog.getByLabel("Price", { exact: true }).fill("7.50");
    await priceDialog.getByRole("button", { name: "Create Price" }).click();
    await expect(toast(admin, "Price created")).toBeVisible();
    const priceCard = admin.getByTestId("price-card").filter({ hasText: productName });
    await expect(priceCard).toContainText("$7.50");
    await expect(priceCard).toContainText("40 tokens");
    await expect(priceCard).toContainText("One-time");
    await expect(shop).toContainText(productName);
    await expect(shop.getByText("Built-in fallback")).toHaveCount(0);
    await admin.reload();
    await expect(admin.getByRole("tab", { name: "Prices" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    // A user finds the package with its parsed token count and buys it in test mode.
    const buyer = await (await browser.newContext()).newPage();
    const buyerEmail = await signUpViaApi(buyer, "E2E Buyer");
    const before = await balance(buyer);
    await buyer.goto("/user/purchase-tokens");
    const card = buyer
      .getByTestId("package-card")
      .filter({ has: buyer.getByRole("heading", { name: productName }) });
    await expect(card).toContainText("40 tokens");
    await expect(card).toContainText("$7.50");
    await buyer.getByRole("checkbox").check();
    await card.getByRole("button", { name: "Purchase" }).click();
    await expect(buyer).toHaveURL(/\/test-checkout\/cs_test_/);
    await buyer.getByRole("button", { name: "Pay" }).click();
    await expect(buyer).toHaveURL(/\/user\/purchase-success\?.*session_id=cs_test_/);
    await expect(buyer.getByTestId("tokens-added")).toHaveText(
      "40 tokens have been added to your account.",
    );
    expect(await balance(buyer)).toBe(before + 40);

    // The admin sees the customer and the balance, and adds tokens.
    await admin.getByRole("tab", { name: "Customers" }).click();
    await expect(admin.getByRole("row").filter({ hasText: buyerEmail })).toBeVisible();

    await admin.getByRole("tab", { name: "Token Management" }).click();
    await admin.getByPlaceholder("Search users...").fill(buyerEmail.toUpperCase());
    const userRow = admin.getByTestId("token-user-row").filter({ hasText: buyerEmail });
    await expect(userRow).toHaveCount(1);
    await expect(admin.getByTestId("token-user-row")).toHaveCount(1);
    await expect(userRow.getByRole("cell").nth(3)).toHaveText(String(before + 40));
    const userSelect = admin.getByLabel("User", { exact: true });
    const buyerId = await userSelect
      .locator("option", { hasText: buyerEmail })
      .getAttribute("value");
    await userSelect.selectOption(buyerId!);
    await expect(admin.getByLabel("Token Amount")).toHaveValue("10");
    await admin.getByRole("button", { name: "Add Tokens" }).click();
    await expect(toast(admin, "Tokens added successfully")).toBeVisible();
    await expect(
      admin.getByText("Successfully added 10 tokens to the selected user."),
    ).toBeVisible();
    await expect(userRow.getByRole("cell").nth(3)).toHaveText(String(before + 50));
    expect(await balance(buyer)).toBe(before + 50);

    // Every change is in the audit log, with who made it.
    await admin.getByRole("tab", { name: "Audit log" }).click();
    for (const what of ["Product created", "Price created", "Tokens added"]) {
      await expect(
        admin
          .getByRole("row")
          .filter({ hasText: what })
          .filter({ hasText: E2E_ADMIN_EMAIL })
          .first(),
      ).toBeVisible();
    }

    // Deleting the product warns about subscriptions first.
    await admin.getByRole("tab", { name: "Products" }).click();
    await admin
      .getByRole("row")
      .filter({ hasText: productName })
      .getByRole("button", { name: `Edit ${productName}` })
      .click();
    await admin.getByRole("button", { name: "Delete Product" }).click();
    await expect(
      admin.getByText("Existing subscriptions to this product may be affected.", { exact: false }),
    ).toBeVisible();
    await admin.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(toast(admin, "Product deleted")).toBeVisible();
    await expect(admin.getByRole("row").filter({ hasText: productName })).toHaveCount(0);
  } finally {
    await removeProduct(admin);
  }
});
