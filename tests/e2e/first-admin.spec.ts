import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, signInInUi, signOutWithMenu, signUpInUi, uniqueEmail } from "./support/account";

/**
 * The first account claims admin (decision 023). Only the first account of a database may, so
 * this file has a server and a database of its own (the "first-admin" project in
 * playwright.config.ts): no other spec signs up there, whatever runs beside it. A retry finds the
 * first attempt's account and checks the "not first" view instead.
 */

test.describe.configure({ timeout: 60_000 });

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").getByText(text, { exact: true });

test("guards, then the first account claims admin and lands on the billing page", async ({
  page,
}, testInfo) => {
  // Anonymous: RequireAuth and RequireAdmin both send to /signin.
  await page.goto("/admin/setup?from=e2e");
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto("/admin/billing");
  await expect(page).toHaveURL(/\/signin$/);
  await expect(toast(page, "Authentication required")).toBeVisible();

  const email = uniqueEmail("first");
  await signUpInUi(page, email);
  const status = (await (await page.request.get("/api/admin/setup-status")).json()) as {
    canClaimFirstAdmin: boolean;
  };
  // The first attempt is the server's first account: the claim is open to it.
  if (testInfo.retry === 0) expect(status.canClaimFirstAdmin).toBe(true);

  // A signed-in non-admin is turned away from the admin pages.
  await page.goto("/admin/billing");
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(toast(page, "Access denied")).toBeVisible();
  await expect(
    page.getByText("You don't have admin privileges to access this page."),
  ).toBeVisible();

  await page.goto("/admin/setup");
  await expect(page.getByRole("heading", { name: "Admin Setup", level: 1 })).toBeVisible();
  await expect(
    page.getByText("If you are the first user (profile count of 1 or less), you can set yourself"),
  ).toBeVisible();

  if (!status.canClaimFirstAdmin) {
    // A retry: the first attempt's account came first.
    await expect(page.getByRole("heading", { name: "You are not an admin" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Make me admin" })).toHaveCount(0);
    return;
  }

  await page.getByRole("button", { name: "Make me admin" }).click();
  await expect(toast(page, "Admin rights granted")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/billing$/);
  await expect(page.getByRole("heading", { name: "Billing Administration" })).toBeVisible();

  // The menu marks the admin and offers the admin pages.
  const menu = page.getByRole("button", { name: /Admin/ });
  await menu.click();
  await expect(page.getByRole("menuitem", { name: "Admin Setup" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Admin Setup" }).click();
  await expect(page).toHaveURL(/\/admin\/setup$/);

  // Granting to an unknown address fails with its title.
  await page.getByLabel("Email", { exact: true }).fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Grant admin rights" }).click();
  await expect(toast(page, "Operation failed")).toBeVisible();

  // The admin login takes an admin to the billing page.
  await signOutWithMenu(page, /Admin/);
  await signInInUi(page, "/admin/signin", email, PASSWORD);
  await expect(page).toHaveURL(/\/admin\/billing$/);
});
