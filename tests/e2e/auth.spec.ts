import { expect, test, type Page } from "@playwright/test";
import { mailedLink, resetLinkFor } from "./outbox";
import {
  PASSWORD,
  createConfirmedAccount,
  signInInUi,
  signOutWithMenu,
  signUpInUi,
  uniqueEmail,
} from "./support/account";

/**
 * Accounts journeys. The first account's admin claim has a server of its own
 * (tests/e2e/first-admin.spec.ts); these run beside every other spec, each with its own address.
 *
 * The server limits sign-ups to 10 per IP in 15 minutes (RATE_LIMIT_SCALE widens that for the
 * whole suite); this file makes four.
 */

// Whole journeys with several page loads each: more room than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").getByText(text, { exact: true });

test("sign up, welcome, dashboard, sign out from the menu, sign in again", async ({ page }) => {
  const email = uniqueEmail("ada");
  await signUpInUi(page, email, "Ada Tester");
  await expect(toast(page, "Account created")).toBeVisible();
  await expect(page.getByText("Account Created Successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome, Ada Tester!" })).toBeVisible();
  await page.getByText("What are tokens?").click();
  await expect(page.getByText("Each generation costs 1 token.")).toBeVisible();

  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  // The dashboard's first visit welcomes with the name given at sign-up.
  await expect(page.getByRole("heading", { name: "Welcome, Ada Tester!" })).toBeVisible();

  await page.evaluate(() => sessionStorage.setItem("activeFormSession", "true"));
  // Another tab of the browser learns of the sign-out at once, without a reload.
  const otherTab = await page.context().newPage();
  await otherTab.goto("/user/settings");
  await expect(otherTab.getByRole("button", { name: /Ada Tester/ })).toBeVisible();
  await signOutWithMenu(page, /Ada Tester/);
  await expect(otherTab).toHaveURL(/\/signin$/);
  await expect(otherTab.getByRole("button", { name: /Ada Tester/ })).toHaveCount(0);
  await otherTab.close();
  expect(await page.evaluate(() => sessionStorage.getItem("activeFormSession"))).toBeNull();

  // Signed out, the dashboard is closed again.
  await page.goto("/user/dashboard");
  await expect(page).toHaveURL(/\/signin$/);

  await signInInUi(page, "/signin", email, "wrong-password-1");
  await expect(toast(page, "Authentication failed")).toBeVisible();
  await expect(
    page
      .locator("[data-sonner-toast]")
      .getByText(/^Wrong email or password, or the address is not confirmed yet\./),
  ).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(toast(page, "Authentication successful")).toBeVisible();
  await expect(page.getByRole("button", { name: /Ada Tester/ })).toBeVisible();

  // Signing up again with the same e-mail looks like any sign-up; the owner is told by mail
  // (decision 079).
  await page.context().clearCookies();
  await page.goto("/signup");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Check your email")).toBeVisible();
  expect(await mailedLink(email, /https?:\/\/\S+\/signin\b/)).toMatch(/\/signin$/);
});

test("forgot password, reset from the mailed link, sign in with the new password", async ({
  page,
}) => {
  const email = uniqueEmail("reset");
  await page.goto("/forgot-password");
  await createConfirmedAccount(page, email);

  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(toast(page, "Email required")).toBeVisible();

  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect(toast(page, "Password reset email sent")).toBeVisible();

  const link = await resetLinkFor(email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);

  const newPassword = "brand-new-pass-9";
  await page.getByLabel("New password", { exact: true }).fill("short");
  const checklist = page.getByTestId("password-checklist").locator("li");
  await expect(checklist.nth(0)).toHaveAttribute("data-met", "false");
  await expect(checklist.nth(2)).toHaveAttribute("data-met", "true");
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await expect(checklist.nth(0)).toHaveAttribute("data-met", "true");
  await page.getByLabel("Confirm new password").fill(`${newPassword}x`);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("heading", { name: "Password reset successful" })).toBeVisible();
  // On to sign-in after 3 s (docs/product/accounts.md "Password reset").
  await expect(page).toHaveURL(/\/signin$/, { timeout: 6000 });

  await signInInUi(page, "/signin", email, newPassword);
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // The link works once.
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?error=/);
  await expect(
    page.getByText("Your reset link has expired. Please request a new one."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("the admin login turns a regular account away and signs it out again", async ({ page }) => {
  const email = uniqueEmail("member");
  await page.goto("/admin/signin");
  await createConfirmedAccount(page, email);
  await expect(page.getByText("Admin Access Only")).toBeVisible();

  await signInInUi(page, "/admin/signin", email, PASSWORD);
  await expect(page.getByText("Your account does not have admin privileges.")).toBeVisible();
  await expect(toast(page, "Access denied: This login is for administrators only.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/signin$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  const session = await (await page.request.get("/api/session")).json();
  expect(session).toEqual({ user: null });
});
