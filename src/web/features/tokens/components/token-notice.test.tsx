import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOW_TOKEN_THRESHOLD } from "#contract/limits";
import type { SessionUser } from "#contract/session";
import type { TokenBalanceResponse } from "#contract/tokens";
import { i18n } from "@/i18n";
import { renderWithProviders, stubApi } from "@/testing/render";
import { TokenNotice } from "./token-notice";

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

const user: SessionUser = {
  id: "u1",
  email: "ada@example.com",
  name: "Ada",
  isAdmin: false,
  emailVerified: true,
  createdAt: "2026-11-01T10:00:00.000Z",
};

const OUT = "You're out of tokens! Add more to generate rules.";
const LOW = "Running low on tokens!";
const PREVIEW =
  "Free preview: the commands and your project's first rules, word for word. The rest of the rule stays hidden until you sign in.";

/** The notice in the wizard at `entry`, for `user` (null: a visitor) with this balance. */
function show(
  balance: TokenBalanceResponse | null,
  { signedIn = true, entry = "/?step=7" }: { signedIn?: boolean; entry?: string } = {},
) {
  const requests = stubApi({
    "GET /api/session": () => Response.json({ user: signedIn ? user : null }),
    "GET /api/tokens/balance": () =>
      balance ? Response.json(balance) : new Promise<Response>(() => {}),
  });
  renderWithProviders(<TokenNotice />, { entry });
  return requests;
}

const balanceText = (count: number) =>
  `You have ${count} ${count === 1 ? "token" : "tokens"} left.`;

describe("the token notice beside Generate", () => {
  it("tells a visitor the result is a free preview, and asks for no balance", async () => {
    const requests = show(null, { signedIn: false });
    expect(await screen.findByText(PREVIEW)).toBeTruthy();
    expect(screen.queryByText("Each generation costs 1 token.", { exact: false })).toBeNull();
    expect(requests).not.toContain("GET /api/tokens/balance");
  });

  it("says a generation costs a token and how many are left, with no warning when there are plenty", async () => {
    show({ tokensRemaining: LOW_TOKEN_THRESHOLD + 1, welcomeGrantUnspent: false });
    const note = await screen.findByText(balanceText(LOW_TOKEN_THRESHOLD + 1), { exact: false });
    expect(note.textContent).toContain("Each generation costs 1 token.");
    expect(screen.queryByText(LOW)).toBeNull();
    expect(screen.queryByText(OUT)).toBeNull();
    expect(screen.queryByRole("link", { name: "Buy tokens" })).toBeNull();
  });

  it.each([1, LOW_TOKEN_THRESHOLD])(
    "warns at %i token(s) that they are running low, and offers to buy more",
    async (tokens) => {
      show({ tokensRemaining: tokens, welcomeGrantUnspent: false });
      expect(await screen.findByText(LOW)).toBeTruthy();
      expect(screen.getByText(balanceText(tokens), { exact: false })).toBeTruthy();
      expect(screen.queryByText(OUT)).toBeNull();
      expect(screen.getByRole("link", { name: "Buy tokens" })).toBeTruthy();
    },
  );

  it("does not call an untouched welcome grant low (docs/product/tokens.md)", async () => {
    show({ tokensRemaining: LOW_TOKEN_THRESHOLD, welcomeGrantUnspent: true });
    expect(
      await screen.findByText(balanceText(LOW_TOKEN_THRESHOLD), { exact: false }),
    ).toBeTruthy();
    expect(screen.queryByText(LOW)).toBeNull();
    expect(screen.queryByRole("link", { name: "Buy tokens" })).toBeNull();
  });

  it("says the user is out of tokens at 0, with a purchase link that leads back to this step", async () => {
    show({ tokensRemaining: 0, welcomeGrantUnspent: false }, { entry: "/?step=7&draft=d1" });
    expect(await screen.findByText(OUT)).toBeTruthy();
    expect(screen.queryByText(LOW)).toBeNull();
    const link = screen.getByRole("link", { name: "Buy tokens" });
    const target = new URL(link.getAttribute("href") ?? "", location.origin);
    expect(target.pathname).toBe("/user/purchase-tokens");
    expect(target.searchParams.get("return")).toBe("/?step=7&draft=d1");
  });

  it("shows the cost without a balance until the balance has arrived", async () => {
    show(null);
    expect(
      await screen.findByText("Each generation costs 1 token.", { exact: false }),
    ).toBeTruthy();
    expect(screen.queryByText(/You have \d+ tokens? left/)).toBeNull();
    expect(screen.queryByRole("link", { name: "Buy tokens" })).toBeNull();
  });

  it("reads in German", async () => {
    await i18n.changeLanguage("de");
    show({ tokensRemaining: 1, welcomeGrantUnspent: false });
    expect(await screen.findByText("Deine Tokens werden knapp!")).toBeTruthy();
    expect(screen.getByText("Du hast noch 1 Token.", { exact: false })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Tokens kaufen" })).toBeTruthy();
  });
});
