import { expect, test } from "@playwright/test";

test("the landing page shows the frame: header, typewriter, documentation link and footer", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign Up" })).toBeVisible();
  await expect(page.getByTestId("server-status")).toBeVisible();
  await expect(page.getByRole("link", { name: "Documentation" })).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} Rulesmith`)).toBeVisible();
  // The typewriter types real samples from the API.
  await expect
    .poll(async () => (await page.getByTestId("typewriter").innerText()).length)
    .toBeGreaterThan(12);
});

test("switching to Deutsch translates the page and a legal page, and survives a reload", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByTestId("language-select").selectOption("de");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Anmelden" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Dokumentation" })).toBeVisible();

  await page.getByRole("link", { name: "Widerrufsrecht" }).click();
  await expect(page).toHaveURL(/\/widerrufsrecht$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Widerruf");
  await expect(page.getByText("vierzehn Tagen").first()).toBeVisible();

  await page.reload();
  await expect(header.getByRole("link", { name: "Anmelden" })).toBeVisible();
  await expect(page.getByTestId("language-select")).toHaveValue("de");

  await page.getByRole("link", { name: "Impressum" }).click();
  await expect(page.getByText("Rulesmith Test GmbH").first()).toBeVisible();
});

test("an unknown path shows the not-found page and the logo returns home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem("activeFormSession", "true"));
  await page.getByRole("link", { name: "Rulesmith home" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem("activeFormSession"))).toBeNull();
});

test("legacy paths redirect", async ({ page }) => {
  // Signed in, so the guarded targets stay put (an anonymous visitor moves on to /signin).
  await page.goto("/");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { email: `legacy-${Date.now()}@example.com`, password: "correct-horse-7", name: "" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(signUp.status()).toBe(200);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto("/saved-rules");
  await expect(page).toHaveURL(/\/user\/saved-rules$/);
});

test("the documentation page has its five tabs", async ({ page }) => {
  await page.goto("/documentation");
  for (const tab of [
    "Getting Started",
    "Prompt Engineering",
    "AI Models",
    "Templates",
    "Troubleshooting",
  ]) {
    await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  }
  await page.getByRole("tab", { name: "Templates" }).click();
  await expect(page.getByRole("button", { name: "Copy" }).first()).toBeVisible();
});
