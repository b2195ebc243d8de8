import { randomBytes } from "node:crypto";
import { expect, type Browser, type Page } from "@playwright/test";
import { PASSWORD, confirmEmail, toast } from "./support/account";
import { test as withAccount } from "./support/fixtures";

/**
 * The admin billing console end to end, in test mode, as three journeys: making a
 * package, a user buying one, adding tokens. The admin comes from ADMIN_EMAILS
 * (playwright.config.ts). A package made here replaces the built-in ones for every buyer, so this
 * file has a server and a database of its own (the "admin-billing" project): the billing specs
 * running beside it keep the default packages. Every product made here is deleted again, so each
 * journey, and a retry, starts from the built-in packages too.
 */

const E2E_ADMIN_EMAIL = "e2e-admin@example.com";

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });
const newProductName = () => `E2E Pack ${randomBytes(3).toString("hex")} 40 tokens`;

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

/** Deletes a journey's product through the API if it is still there. */
async function removeProduct(page: Page, productName: string) {
  const answer = await page.request.get("/api/admin/billing/products?active=all");
  if (!answer.ok()) return;
  const { products } = (await answer.json()) as { products: { id: string; name: string }[] };
  for (const product of products.filter((p) => p.name === productName)) {
    await page.request.delete(`/api/admin/billing/products/${product.id}`, {
      headers: origin(page),
    });
  }
}

/**
 * The admin's page (its own browser context, signed in once for the file's journeys), and a
 * package made through the admin API.
 */
const test = withAccount.extend<{ packageForSale: { name: string } }, { admin: Page }>({
  admin: [
    async ({ browser }, use) => {
      const admin = await adminPage(browser);
      await use(admin);
      await admin.context().close();
    },
    { scope: "worker" },
  ],
  packageForSale: async ({ admin }, use) => {
    const name = newProductName();
    const created = await admin.request.post("/api/admin/billing/products", {
      data: { name, description: "Forty AI rules at once" },
      headers: origin(admin),
    });
    expect(created.status()).toBe(201);
    const { product } = (await created.json()) as { product: { id: string } };
    const priced = await admin.request.post("/api/admin/billing/prices", {
      data: { productId: product.id, currency: "usd", unitAmount: 750 },
      headers: origin(admin),
    });
    expect(priced.status()).toBe(201);
    await use({ name });
    await removeProduct(admin, name);
  },
});

test("an admin makes a package with its price, the shop panel follows, and deleting it warns first", async ({
  admin,
}) => {
  const productName = newProductName();
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

    // Both changes are in the audit log, with who made them.
    await admin.getByRole("tab", { name: "Audit log" }).click();
    await expectAudited(admin, ["Product created", "Price created"]);

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
    await removeProduct(admin, productName);
  }
});

test("a user buys an admin's package, and the admin finds the customer", async ({
  page: buyer,
  account,
  admin,
  packageForSale,
}) => {
  // The user finds the package with its parsed token count and buys it in test mode.
  const before = await balance(buyer);
  await buyer.goto("/user/purchase-tokens");
  const card = buyer
    .getByTestId("package-card")
    .filter({ has: buyer.getByRole("heading", { name: packageForSale.name }) });
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

  await admin.goto("/admin/billing");
  await admin.getByRole("tab", { name: "Customers" }).click();
  await expect(admin.getByRole("row").filter({ hasText: account.email })).toBeVisible();
});

test("an admin finds a user by e-mail and adds tokens, and the audit log names the admin", async ({
  page: user,
  account,
  admin,
}) => {
  const userEmail = account.email;
  const before = await balance(user);

  await admin.goto("/admin/billing");
  await admin.getByRole("tab", { name: "Token Management" }).click();
  await admin.getByPlaceholder("Search users...").fill(userEmail.toUpperCase());
  const userRow = admin.getByTestId("token-user-row").filter({ hasText: userEmail });
  await expect(userRow).toHaveCount(1);
  await expect(admin.getByTestId("token-user-row")).toHaveCount(1);
  await expect(userRow.getByRole("cell").nth(3)).toHaveText(String(before));
  const userSelect = admin.getByLabel("User", { exact: true });
  const userId = await userSelect.locator("option", { hasText: userEmail }).getAttribute("value");
  await userSelect.selectOption(userId!);
  await expect(admin.getByLabel("Token Amount")).toHaveValue("10");
  await admin.getByRole("button", { name: "Add Tokens" }).click();
  await expect(toast(admin, "Tokens added successfully")).toBeVisible();
  await expect(admin.getByText("Successfully added 10 tokens to the selected user.")).toBeVisible();
  await expect(userRow.getByRole("cell").nth(3)).toHaveText(String(before + 10));
  expect(await balance(user)).toBe(before + 10);

  await admin.getByRole("tab", { name: "Audit log" }).click();
  await expectAudited(admin, ["Tokens added"]);
});

/** Each action has a row in the open audit log that names the e2e admin. */
async function expectAudited(admin: Page, actions: string[]) {
  for (const what of actions) {
    await expect(
      admin.getByRole("row").filter({ hasText: what }).filter({ hasText: E2E_ADMIN_EMAIL }).first(),
    ).toBeVisible();
  }
}
