import { collectErrors } from "./support/page-errors";
import { expect, test, type Page } from "@playwright/test";

// The typewriter types here: the journeys see the motion a visitor sees (decision 141).
test.use({ reducedMotion: "no-preference" });

/*
 * The prerendered landing is alive before the app runs (decision 134): its start script asks the
 * status and types the latest samples; the app takes over from there at the first use.
 */

/** Whether React has taken over the page: its root element carries React's own keys. */
const appStarted = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__react")),
  );

const typedText = (page: Page) => page.getByTestId("typewriter").locator(".font-mono").innerText();

test("without any input the badge leaves 'Checking…' and the typewriter types; the app then takes over without asking again", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const statusCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/status") statusCalls.push(request.url());
  });
  await page.goto("/");
  const badge = page.getByTestId("server-status");
  // The e2e server runs without a language model: the engine works on its own.
  await expect(badge).toHaveAttribute("data-state", "offline-engine", { timeout: 5_000 });
  await expect(badge).toContainText("Engine ready");
  await expect(badge).not.toContainText("Checking");
  await expect
    .poll(async () => (await typedText(page)).trim().length, { timeout: 5_000 })
    .toBeGreaterThan(3);
  await expect(page.getByTestId("typewriter")).not.toContainText("Latest");
  // All of it without the app's code.
  expect(await appStarted(page)).toBe(false);
  // It keeps typing.
  const before = await typedText(page);
  await expect.poll(() => typedText(page)).not.toBe(before);

  await page.mouse.move(5, 5);
  await expect.poll(() => appStarted(page)).toBe(true);
  // The app starts from the script's answer and its typewriter goes on from where it stood.
  const handedOver = await typedText(page);
  await expect.poll(() => typedText(page)).not.toBe(handedOver);
  await expect(badge).toHaveAttribute("data-state", "offline-engine");
  expect(statusCalls).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("with reduced motion the typewriter shows its first sample whole and stands still", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await expect
    .poll(async () => (await typedText(page)).trim().length, { timeout: 5_000 })
    .toBeGreaterThan(20);
  const shown = await typedText(page);
  await page.waitForTimeout(1_500);
  expect(await typedText(page)).toBe(shown);
});

test.describe("a German browser", () => {
  test.use({ locale: "de-DE" });

  test("sees the badge and the typewriter's labels in German before the app runs", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByTestId("server-status")).toContainText("Engine bereit", {
      timeout: 5_000,
    });
    await expect(page.getByTestId("typewriter")).toContainText(/Regel|Prompt/);
    expect(await appStarted(page)).toBe(false);
  });
});

test("'Import your project' on the landing opens the wizard's first step with the import open", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/");
  await page.getByRole("link", { name: "Import your project" }).click();
  await expect(page).toHaveURL(/\/\?step=1&import=1$/);
  await expect(page.getByText("Step 1 of 7")).toBeVisible();
  const panel = page.getByRole("region", { name: "Import your project" });
  await expect(panel.getByRole("tab", { name: "GitHub" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Close" })).toBeVisible();
  expect(errors).toEqual([]);
});
