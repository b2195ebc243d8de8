import { collectErrors } from "./support/page-errors";
import { expect, test } from "@playwright/test";
import { confirmEmail } from "./support/account";
import { holdAppCode } from "./support/app-code";

// The typewriter types here: the journeys see the motion a visitor sees (decision 141).
test.use({ reducedMotion: "no-preference" });

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
  // The typewriter types real samples from the API, once the visitor moves (decision 108).
  await page.mouse.move(10, 10);
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

test("the German header fits a 375 px phone, signed out", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByTestId("language-select").selectOption("de");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Registrieren" })).toBeVisible();
  await expect(page.getByTestId("language-select")).toHaveAccessibleName(/Sprache|Language/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("an unknown path shows the not-found page and the logo returns home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem("activeFormSession", "true"));
  await page.getByRole("link", { name: "Rulesmith home" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem("activeFormSession"))).toBeNull();
});

test("legacy paths redirect", async ({ page, baseURL }) => {
  // Signed in, so the guard keeps the user on the page the redirect leads to.
  const email = `legacy-${Date.now()}@example.com`;
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: "correct-horse-7", name: "" },
    headers: { Origin: baseURL! },
  });
  expect(signUp.status()).toBe(200);
  await confirmEmail(page, email);
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

test("the documentation and legal pages arrive prerendered: readable without their code, in the chosen language", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/documentation");
  await expect(page.getByRole("heading", { level: 1, name: "Documentation" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What is Rulesmith?" })).toBeVisible();
  // The site details are filled in by the server, also inside links.
  const contact = page.getByRole("link", { name: "contact support" });
  await expect(contact).toHaveAttribute("href", /^mailto:[^{%]+@[^{%]+\?subject=Support$/);

  await context.addCookies([{ name: "rulesmith-language", value: "de", url: baseURL! }]);
  await page.goto("/documentation");
  await expect(page.getByRole("heading", { level: 1, name: "Dokumentation" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Was ist Rulesmith?" })).toBeVisible();

  // The legal pages too, with the operator's details.
  await page.goto("/impressum");
  await expect(page.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
  await expect(page.getByText("Rulesmith Test GmbH").first()).toBeVisible();
  await expect(page.getByText("{{")).toHaveCount(0);
  await context.close();
});

test("prerendered pages come alive without errors and remember a language switch", async ({
  page,
}) => {
  const errors = collectErrors(page);
  // On a 4x slower CPU: the choice starts the page's code and is carried out once the page is
  // live (decision 108); one made while it hydrates reloads it prerendered in German (105).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto("/documentation");
  await page.getByTestId("language-select").selectOption("de");
  // At 4x the page takes seconds to be live.
  const live = { timeout: 15_000 };
  await expect(page.getByRole("heading", { level: 1, name: "Dokumentation" })).toBeVisible(live);
  // Reloaded in German (when the choice came while it hydrated), the page waits for a move again.
  await page.mouse.move(5, 5);
  await expect(page.getByTestId("typewriter")).not.toContainText("Latest", live);
  // The badge speaks German too: the e2e server runs without a language model.
  await expect(page.getByTestId("server-status")).toContainText("Engine bereit", live);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

  await page.reload();
  await expect(page.getByRole("heading", { name: "Was ist Rulesmith?" })).toBeVisible();
  await page.getByRole("tab", { name: "Fehlerbehebung" }).click();
  await expect(page.getByRole("link", { name: "Support kontaktieren" })).toBeVisible();

  await page.goto("/agb");
  await expect(page.getByText("Rulesmith Test GmbH").first()).toBeVisible();
  await page.getByRole("link", { name: "Impressum" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a language chosen on a prerendered page before its code has arrived is applied", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const releaseCode = await holdAppCode(page, { startScript: "held" });
  await page.goto("/documentation", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Documentation" })).toBeVisible();
  await page.getByTestId("language-select").selectOption("de");

  releaseCode();
  await expect(page.getByRole("heading", { level: 1, name: "Dokumentation" })).toBeVisible();
  await expect(page.getByTestId("language-select")).toHaveValue("de");
  await expect(page.getByRole("link", { name: "Anmelden" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("'Try it now' pressed on the prerendered landing before its code has arrived opens the wizard", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const releaseCode = await holdAppCode(page, { startScript: "held" });
  await page.goto("/", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Try it now" }).click();
  // The browser loads the wizard's first step as a page: its own progress shows meanwhile.
  await expect(page).toHaveURL(/\/\?step=1&start=1$/);
  releaseCode();
  await expect(page.getByText("Step 1 of 7")).toBeVisible();
  // The app's start, as if pressed on the live page: a fresh run at /?step=1 (decision 108).
  await expect(page).toHaveURL(/\/\?step=1$/);
  expect(await page.evaluate(() => sessionStorage.getItem("activeFormSession"))).toBe("true");
  expect(errors).toEqual([]);
});

test("a prerendered page runs none of the app's code until it is used, and a press made first is carried out", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) apiCalls.push(request.url());
  });
  await page.goto("/", { waitUntil: "networkidle" });
  // Signed out, as the markup says; the app (which would ask for the session) has not started:
  // only the start script has asked, for the badge and the typewriter (decision 134).
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  expect(apiCalls.map((url) => new URL(url).pathname).sort()).toEqual([
    "/api/status",
    "/api/typewriter-samples",
  ]);

  // The first press both starts the app and, once it has hydrated, opens the status panel.
  await page.getByTestId("server-status").click();
  await expect(page.getByTestId("server-status-summary")).toBeVisible();
  // The app starts from the start script's answers instead of asking again.
  expect(apiCalls.filter((url) => url.includes("/api/status"))).toHaveLength(1);
  await expect
    .poll(async () => (await page.getByTestId("typewriter").innerText()).length)
    .toBeGreaterThan(12);
  expect(errors).toEqual([]);
});

test.describe("a German browser", () => {
  test.use({ locale: "de-DE" });

  test("lands in German on a first visit, prerendered pages too, and an explicit choice wins", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Anmelden" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.goto("/documentation");
    await expect(page.getByRole("heading", { level: 1, name: "Dokumentation" })).toBeVisible();

    await page.getByTestId("language-select").selectOption("en");
    await expect(page.getByRole("heading", { level: 1, name: "Documentation" })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  });
});
