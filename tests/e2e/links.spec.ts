import { expect, test, type Page } from "@playwright/test";
import { saveRuleViaApi, signUpViaApi } from "./support/account";

/**
 * Every internal link of every route leads to a page that exists: starting from each route, the
 * walk follows every same-origin link it finds and fails on the not-found page.
 */
test.describe.configure({ timeout: 180_000 });

const publicRoutes = [
  "/",
  "/documentation",
  "/impressum",
  "/datenschutz",
  "/agb",
  "/widerrufsrecht",
  "/signin",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/admin/signin",
];
const signedInRoutes = [
  "/user/welcome",
  "/user/dashboard",
  "/user/saved-rules",
  "/user/settings",
  "/user/purchase-tokens",
  "/billing",
  "/admin/setup",
];

async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs
    .filter((href) => href.startsWith("/") && !href.startsWith("//"))
    .map((href) => href.split("#")[0]!);
}

async function walk(page: Page, starts: string[]) {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(
      page.getByRole("heading", { name: "Oops! Page not found" }),
      `${path} (reached from ${starts.join(", ")}) is the not-found page`,
    ).toHaveCount(0);
    for (const link of await internalLinks(page)) if (!seen.has(link)) queue.push(link);
  }
  return [...seen];
}

test("every internal link of every public route exists", async ({ page }) => {
  const visited = await walk(page, publicRoutes);
  expect(visited.length).toBeGreaterThanOrEqual(publicRoutes.length);
});

test("every internal link of every signed-in route exists", async ({ page }) => {
  await signUpViaApi(page);
  await saveRuleViaApi(page, "Link walk rule");
  const visited = await walk(page, signedInRoutes);
  expect(visited).toEqual(expect.arrayContaining(signedInRoutes));
});

test("the walk notices a link to a missing page", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "/no-such-page";
    link.textContent = "broken";
    document.body.append(link);
  });
  expect(await internalLinks(page)).toContain("/no-such-page");
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});
