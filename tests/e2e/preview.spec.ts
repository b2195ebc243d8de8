import { expect, test, type Locator, type Page } from "@playwright/test";
import { useGerman } from "./support/account";
import { walkWizardToConsent } from "./support/wizard";

test.describe.configure({ timeout: 90_000 });

const texts = {
  en: {
    start: "Try it now",
    generate: "Generate AI Behavior Rules",
    commands: "Commands & layout",
    projectRules: "Project rules",
    rest: "The rest of the rule",
    counts: /^\d+ more rules in \d+ files$/,
  },
  de: {
    start: "Jetzt ausprobieren",
    generate: "KI-Verhaltensregeln erstellen",
    commands: "Befehle & Struktur",
    projectRules: "Projektregeln",
    rest: "Der Rest der Regel",
    counts: /^\d+ weitere Regeln in \d+ Dateien$/,
  },
} as const;

/** The first bullet under a heading of the preview. */
const firstRuleUnder = (preview: Locator, heading: string) =>
  preview
    .getByRole("heading", { name: heading, exact: true })
    .locator("xpath=following-sibling::ul[1]/li[1]");

/**
 * Scrolled to, the item is wholly on screen and readable: no filter on it or its ancestors, no
 * transparent text, no blurring layer over it, and nothing else on top at its centre.
 */
async function expectReadable(item: Locator) {
  await item.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await expect(item).toBeInViewport({ ratio: 1 });
  const state = await item.evaluate((el) => {
    const filtered: string[] = [];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.filter !== "none") filtered.push(`${node.tagName} filter ${style.filter}`);
      if (Number(style.opacity) < 1) filtered.push(`${node.tagName} opacity ${style.opacity}`);
    }
    if (getComputedStyle(el).color === "rgba(0, 0, 0, 0)") filtered.push("transparent text");
    const box = el.getBoundingClientRect();
    // A blurring layer need not catch the pointer: look for any backdrop filter over the item.
    for (const other of document.querySelectorAll("body *")) {
      if (getComputedStyle(other).backdropFilter === "none" || other.contains(el)) continue;
      const r = other.getBoundingClientRect();
      const overlaps =
        r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      if (overlaps) filtered.push(`${other.tagName}.${other.className} backdrop over the item`);
    }
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const covered = !(top && (top === el || el.contains(top)));
    return { filtered, covered };
  });
  expect(state).toEqual({ filtered: [], covered: false });
}

async function generatePreview(page: Page, language: "en" | "de") {
  if (language === "de") await useGerman(page);
  await page.goto("/");
  await page.getByRole("button", { name: texts[language].start }).click();
  await walkWizardToConsent(page, language);
  await page.getByRole("button", { name: texts[language].generate }).click();
  await expect(page.getByTestId("masked-preview")).toBeVisible();
}

for (const language of ["en", "de"] as const) {
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`a booking app's preview shows its commands and first project rules readable at ${viewport.width} px (${language})`, async ({
      page,
    }) => {
      const t = texts[language];
      await page.setViewportSize(viewport);
      await generatePreview(page, language);
      const preview = page.getByTestId("masked-preview");

      const command = firstRuleUnder(preview, t.commands);
      await expect(command).toContainText("npm run dev");
      await expectReadable(command);

      // The description names bookings and payments: a rule pack's rule, as the full rule has it.
      const projectRule = firstRuleUnder(preview, t.projectRules);
      await expect(projectRule).toHaveText(/\w{4,}.{30,}/);
      await expectReadable(projectRule);

      // Below it, the rest: marked, with how many rules and files the full result holds.
      const rest = page.getByRole("region", { name: t.rest });
      const counts = rest.getByText(t.counts);
      await expect(counts).toBeVisible();
      await expectReadable(counts);
      await expect(page.locator("[data-masked]")).toHaveCount(0);
    });
  }
}
