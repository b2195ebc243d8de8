import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { PASSWORD } from "./support/account";
import { verificationLinkFor } from "./outbox";
import { walkWizardToConsent } from "./support/wizard";

/**
 * The first five minutes: visitor → wizard → preview → sign up → confirm through the
 * mailed link → generate → download, in English and German at 375 and 1280 px. Each run is timed
 * and the median printed; every wait longer than a second must show a progress state.
 */
test.describe.configure({ timeout: 120_000 });

const texts = {
  en: {
    tryNow: "Try it now",
    generate: "Generate AI Behavior Rules",
    signUpCta: "Create free account",
    email: "Email",
    password: "Password",
    confirmPassword: "Confirm password",
    createAccount: "Create Account",
    checkMail: "Check your email",
    confirmNotice: "Confirm your e-mail to receive your 3 free tokens",
    backToRule: "Back to your rule",
    confirmed: "Address confirmed — 3 tokens added",
    toRule: "Continue to your rule",
    stepSeven: "Step 7 of 7",
    balance: "You have 3 tokens left.",
    download: "Download",
  },
  de: {
    tryNow: "Jetzt ausprobieren",
    generate: "KI-Verhaltensregeln erstellen",
    signUpCta: "Kostenloses Konto erstellen",
    email: "E-Mail",
    password: "Passwort",
    confirmPassword: "Passwort bestätigen",
    createAccount: "Konto erstellen",
    checkMail: "Schau in dein Postfach",
    confirmNotice: "Bestätige deine E-Mail, um deine 3 kostenlosen Tokens zu erhalten",
    backToRule: "Zurück zu deiner Regel",
    confirmed: "Adresse bestätigt — 3 Tokens gutgeschrieben",
    toRule: "Weiter zu deiner Regel",
    stepSeven: "Schritt 7 von 7",
    balance: "Du hast noch 3 Tokens.",
    download: "Herunterladen",
  },
} as const;

/** What counts as a visible progress state: a spinner, a busy control or the generating card. */
const PROGRESS = '.animate-spin, [aria-busy="true"]';

/** Waits longer than this must show progress. */
const QUIET_MS = 1000;

/**
 * Runs `action`, then waits for `done` to be visible, looking every 50 ms. Fails when the page
 * shows neither `done` nor a progress state for more than a second: from the first look that
 * finds neither to the last (a look delayed by a busy page counts from when it found nothing).
 */
async function step(page: Page, label: string, action: () => Promise<unknown>, done: Locator) {
  const started = Date.now();
  let longestQuiet = 0;
  let quietSince: number | null = null;
  let shown = false;
  await action();
  for (;;) {
    if (await done.isVisible().catch(() => false)) break;
    const now = Date.now();
    if (now - started > 30_000) throw new Error(`${label}: nothing after 30 s`);
    if (await page.locator(PROGRESS).first().isVisible()) quietSince = null;
    else {
      quietSince ??= now;
      longestQuiet = Math.max(longestQuiet, now - quietSince);
    }
    if (longestQuiet > QUIET_MS && !shown) {
      // What the page showed instead of progress, for the report.
      shown = true;
      await test.info().attach(`${label}-quiet`, {
        body: await page.screenshot(),
        contentType: "image/png",
      });
    }
    await page.waitForTimeout(50);
  }
  expect(longestQuiet, `${label}: ms without a progress state`).toBeLessThanOrEqual(QUIET_MS);
  return Date.now() - started;
}

const durations: { run: string; ms: number }[] = [];

test.afterAll(() => {
  if (durations.length === 0) return;
  const sorted = durations.map((d) => d.ms).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
  for (const { run, ms } of durations) console.log(`first five minutes, ${run}: ${ms} ms`);
  console.log(`first five minutes, median of ${durations.length} runs: ${median} ms`);
});

for (const language of ["en", "de"] as const) {
  for (const width of [375, 1280]) {
    test(`visitor to a rule file on disk (${language}, ${width} px)`, async ({ browser }) => {
      const t = texts[language];
      const context = await browser.newContext({
        viewport: { width, height: width < 500 ? 800 : 900 },
        isMobile: width < 500,
        hasTouch: width < 500,
        acceptDownloads: true,
      });
      await context.addInitScript(
        (lang) => localStorage.setItem("rulesmith.language", lang),
        language,
      );
      const page = await context.newPage();
      const started = Date.now();

      await page.goto("/");
      // The prerendered landing's code starts at the visitor's first move (decision 108) and
      // answers clicks once it has hydrated (seconds on a loaded machine; before that "Try it
      // now" loads the wizard as a page): the journey's waits are counted from there.
      await page.mouse.move(5, 5);
      const tryNow = page.getByRole("button", { name: t.tryNow });
      await expect
        .poll(() =>
          tryNow.evaluate((button) => Object.keys(button).some((key) => key.startsWith("__react"))),
        )
        .toBe(true);
      await step(
        page,
        "start",
        () => tryNow.click(),
        page.getByText(language === "en" ? "Step 1 of 7" : "Schritt 1 von 7"),
      );
      await walkWizardToConsent(page, language);
      // The German Generate button fits one line at 375 px.
      const generate = page.getByRole("button", { name: t.generate });
      const box = await generate.boundingBox();
      expect(box!.height).toBeLessThanOrEqual(44);
      await step(page, "preview", () => generate.click(), page.getByTestId("masked-preview"));

      await step(
        page,
        "to sign-up",
        () => page.getByRole("link", { name: t.signUpCta }).click(),
        page.getByLabel(t.email, { exact: true }),
      );
      const email = `five-${language}-${width}-${randomBytes(4).toString("hex")}@example.com`;
      await page.getByLabel(t.email, { exact: true }).fill(email);
      await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
      await page.getByLabel(t.confirmPassword, { exact: true }).fill(PASSWORD);
      await step(
        page,
        "sign up",
        () => page.getByRole("button", { name: t.createAccount }).click(),
        page.getByText(t.checkMail),
      );

      // Back at step 7 before confirming: the welcome tokens to come and resend, not "out of tokens".
      await step(
        page,
        "back before confirming",
        () => page.getByRole("button", { name: t.backToRule }).click(),
        page.getByText(t.stepSeven),
      );
      await expect(page.getByTestId("confirm-email-notice")).toContainText(t.confirmNotice);
      await expect(page.getByTestId("confirm-email-notice").getByRole("button")).toBeEnabled();
      await expect(generate).not.toHaveAttribute("aria-disabled", "true");

      // The mailed link, followed in a second tab, carries the form with it.
      const link = await verificationLinkFor(email);
      expect(decodeURIComponent(link)).toMatch(/callbackURL=\/confirmed\?draft=[\w-]{32}/);
      const mailTab = await context.newPage();
      await step(mailTab, "confirm", () => mailTab.goto(link), mailTab.getByText(t.confirmed));

      // The first tab follows at once: balance and banner, without a reload.
      await expect(page.getByTestId("confirm-email-notice")).toHaveCount(0, { timeout: 1500 });
      await expect(page.getByText(t.balance)).toBeVisible({ timeout: 1500 });

      await step(
        mailTab,
        "back to the rule",
        () => mailTab.getByRole("button", { name: t.toRule }).click(),
        mailTab.getByText(t.stepSeven),
      );
      await expect(mailTab.getByText(t.balance)).toBeVisible();
      await mailTab.getByRole("checkbox").check();
      // The spent token's toast comes first: it sits below the header and under its menus.
      const toast = mailTab.locator("[data-sonner-toast]").first();
      await step(
        mailTab,
        "generate",
        () => mailTab.getByRole("button", { name: t.generate }).click(),
        toast,
      );
      const placement = await mailTab.evaluate(() => {
        const toaster = document.querySelector("[data-sonner-toaster]");
        const header = document.querySelector("header");
        return toaster && header
          ? {
              toastTop: toaster.getBoundingClientRect().top,
              headerBottom: header.getBoundingClientRect().bottom,
              zIndex: Number(getComputedStyle(toaster).zIndex),
            }
          : null;
      });
      expect(placement).not.toBeNull();
      expect(placement!.toastTop).toBeGreaterThanOrEqual(placement!.headerBottom);
      // Under the menus (z-50).
      expect(placement!.zIndex).toBeLessThan(50);
      await mailTab.getByTestId("user-menu").click();
      for (const item of await mailTab.getByRole("menuitem").all()) {
        const onTop = await item.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return top !== null && element.contains(top);
        });
        expect(onTop).toBe(true);
      }
      await mailTab.keyboard.press("Escape");
      await step(
        mailTab,
        "result",
        async () => {},
        mailTab.getByRole("button", { name: t.download, exact: true }),
      );
      await expect(mailTab).toHaveURL(/\/user\/results\//);
      const [download] = await Promise.all([
        mailTab.waitForEvent("download"),
        mailTab.getByRole("button", { name: t.download, exact: true }).click(),
      ]);
      const file = await readFile((await download.path())!, "utf8");
      expect(file).toContain("hair salons");
      expect(download.suggestedFilename()).toMatch(/\.mdc$/);
      durations.push({ run: `${language} ${width} px`, ms: Date.now() - started });

      // The first tab's balance follows the token spent in the other.
      await expect(page.getByText(t.balance)).toHaveCount(0, { timeout: 1500 });
      await context.close();
    });
  }
}
