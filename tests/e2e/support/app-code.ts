import { expect, type Page } from "@playwright/test";

/**
 * Holds back the app's code until the returned function is called: a prerendered page as a
 * visitor on a slow line has it while the app is on its way. The start script (decision 108)
 * runs unless `startScript: "held"` holds it too.
 */
export async function holdAppCode(
  page: Page,
  { startScript = "runs" }: { startScript?: "runs" | "held" } = {},
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
    async (route) => {
      const isStartScript = new URL(route.request().url()).pathname.includes("/start-on-intent");
      if (!isStartScript || startScript === "held") await held;
      await route.continue();
    },
  );
  return release;
}

/** Resolves once the app has taken over the page (src/web/main.tsx announces it). */
export async function watchForLive(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() =>
    document.addEventListener("rulesmith:hydrated", () => {
      document.documentElement.dataset.live = "";
    }),
  );
  return async () => {
    await expect(page.locator("html")).toHaveAttribute("data-live", "", { timeout: 15_000 });
  };
}
