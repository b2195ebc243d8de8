import { expect, test } from "@playwright/test";
import { saveRuleViaApi, signUpViaApi, toast, useGerman } from "./support/account";

test.describe.configure({ timeout: 60_000 });

test("dashboard at 1280 px: profile, balance, count, transactions, clear history (en)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await signUpViaApi(page, "Dana Board");
  await saveRuleViaApi(page, "Only rule");
  await page.goto("/user/dashboard");

  // The first visit welcomes, with the name given at sign-up; later ones welcome back.
  await expect(page.getByRole("heading", { name: "Welcome, Dana Board!" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Welcome back, Dana Board!" })).toBeVisible();
  const profile = page.getByTestId("profile-card");
  await expect(profile).toContainText("DA");
  await expect(profile).toContainText("Dana Board");
  await expect(profile).toContainText(email);
  await expect(profile).toContainText(/Joined /);

  const balance = page.getByTestId("balance-card");
  await expect(balance).toContainText("3 tokens");
  // A brand-new account holds its whole welcome grant: not "running low" yet.
  await expect(balance.getByText("Running low on tokens!")).toHaveCount(0);
  await expect(page.getByTestId("configurations-card")).toContainText("1 saved configuration");
  await expect(page.getByRole("button", { name: "Quick Actions" })).toBeHidden();

  const transactions = page.getByTestId("transactions-card");
  await expect(transactions).toContainText("Welcome bonus");
  await expect(transactions).toContainText("+3 Added");
  await transactions.getByRole("button", { name: "Clear history" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(transactions).toContainText("Welcome bonus");
  await transactions.getByRole("button", { name: "Clear history" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Transaction history cleared successfully")).toBeVisible();
  await expect(transactions).toContainText("No transactions yet.");
  await expect(balance).toContainText("3 tokens");

  await page.getByTestId("configurations-card").click();
  await expect(page).toHaveURL(/\/user\/saved-rules$/);
  await page.goBack();
  await expect(page.getByRole("link", { name: "Purchase Tokens" })).toHaveAttribute(
    "href",
    "/user/purchase-tokens",
  );
  await page.getByTestId("dashboard-actions").getByRole("button", { name: "New Rule" }).click();
  // The toast first: it leaves after 4 s, which the wizard's first render can take on a busy machine.
  await expect(toast(page, "New rule")).toContainText("You can create a new rule now.");
  // Straight into the wizard, not the visitor's hero.
  await expect(page).toHaveURL(/\/\?step=1$/);
  await expect(page.getByText("Step 1 of 7")).toBeVisible();
  await expect(page.getByText("Free preview · ready in 7 short steps")).toBeHidden();
});

test("dashboard at 375 px: Quick Actions drawer and low-token message (de)", async ({ page }) => {
  await useGerman(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page, "Maximiliane Mustermann-Überlänge von Hohenzollern-Sigmaringen");
  await page.route("**/api/tokens/balance", (route) =>
    route.fulfill({ json: { tokensRemaining: 2, welcomeGrantUnspent: false } }),
  );
  await page.goto("/user/dashboard");
  await expect(page.getByTestId("dashboard-actions")).toBeHidden();
  await expect(page.getByTestId("dashboard-greeting")).toContainText("Willkommen");
  // The ledger stores a kind, the reader's language words it (decision 092).
  await expect(page.getByTestId("transactions-card")).toContainText("Willkommensbonus");
  await expect(page.getByTestId("transactions-card")).not.toContainText("Welcome bonus");
  // Nothing is wider than the phone, however long the address and the generated titles.
  await expect(page.getByTestId("profile-card")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByTestId("balance-card")).toContainText("Deine Tokens werden knapp!");
  await expect(page.getByTestId("configurations-card")).toContainText(
    "0 gespeicherte Konfigurationen",
  );
  await page.getByRole("button", { name: "Schnellaktionen" }).click();
  const drawer = page.getByRole("dialog", { name: "Schnellaktionen" });
  await expect(drawer.getByRole("link", { name: "Tokens kaufen" })).toBeVisible();
  await drawer.getByRole("link", { name: "Gespeicherte Regeln ansehen" }).click();
  await expect(page).toHaveURL(/\/user\/saved-rules$/);
  await expect(page.getByRole("link", { name: "Erstelle deine erste Regel" })).toBeVisible();

  await page.route("**/api/tokens/balance", (route) =>
    route.fulfill({ json: { tokensRemaining: 0, welcomeGrantUnspent: false } }),
  );
  await page.goto("/user/dashboard");
  await expect(page.getByTestId("balance-card")).toContainText("Du hast keine Tokens mehr!");
  await page.getByRole("button", { name: "Schnellaktionen" }).click();
  await page.getByRole("button", { name: "Neue Regel erstellen" }).click();
  await expect(page).toHaveURL(/\/\?step=1$/);
  await expect(toast(page, "Neue Regel")).toBeVisible();
});
