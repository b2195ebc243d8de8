import { test as base, expect, type Page } from "@playwright/test";
import { signUpViaApi } from "./account";

/**
 * Playwright fixtures for journeys that start signed in: the account is made through the API
 * and confirmed by its mailed link, which signs `page`'s browser context in — no clicking
 * through the sign-up form, which tests/e2e/auth.spec.ts covers once.
 */
export interface Account {
  email: string;
}

export const test = base.extend<{ accountName: string; account: Account }>({
  accountName: ["", { option: true }],
  account: async ({ page, accountName }, use) => {
    await use({ email: await signUpViaApi(page, accountName) });
  },
});

export { expect };

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

/**
 * Buys a price in test mode through the API as the signed-in user, as the purchase page and
 * the test checkout do (consent, checkout, pay), and returns the checkout session's id.
 */
export async function payViaApi(page: Page, priceId: string): Promise<string> {
  const checkout = await page.request.post("/api/billing/checkout", {
    data: { priceId, consent: true },
    headers: origin(page),
  });
  expect(checkout.status()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const sessionId = /cs_test_\w+/.exec(url)![0];
  const paid = await page.request.post(`/api/billing/test-checkout/${sessionId}/pay`, {
    data: {},
    headers: origin(page),
  });
  expect(paid.status()).toBe(200);
  return sessionId;
}

/** The price id of the package (`/api/billing/packages`) or plan (`/plans`) named `name`. */
export async function priceIdOf(page: Page, list: "packages" | "plans", name: string) {
  const answer = await page.request.get(`/api/billing/${list}`);
  const body = (await answer.json()) as Record<string, { name: string; priceId: string }[]>;
  const found = body[list]!.find((entry) => entry.name === name);
  expect(found, `${list}: ${name}`).toBeDefined();
  return found!.priceId;
}
