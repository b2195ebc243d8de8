import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, renderWithProviders, stubApi } from "@/testing/render";
import { TransactionsCard } from "./transactions-card";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function showWith(answer: () => Response) {
  stubApi({ "GET /api/tokens/transactions": answer });
  renderWithProviders(<TransactionsCard />, { path: "/user/dashboard" });
  return screen.getByTestId("transactions-card");
}

describe("the dashboard's recent transactions", () => {
  it("lists the newest transactions, added and used", async () => {
    const card = showWith(() =>
      Response.json({
        transactions: [
          {
            id: "t2",
            type: "use",
            kind: "generation",
            params: {},
            amount: 1,
            createdAt: "2026-11-21T10:00:00.000Z",
          },
          {
            id: "t1",
            type: "add",
            kind: "welcome_bonus",
            params: {},
            amount: 3,
            createdAt: "2026-11-20T10:00:00.000Z",
          },
        ],
        nextCursor: null,
      }),
    );
    const items = await within(card).findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/-1 Used/),
      expect.stringMatching(/\+3 Added/),
    ]);
  });

  it("says no transactions for an empty history, and a failed load as a failure", async () => {
    const empty = showWith(() => Response.json({ transactions: [], nextCursor: null }));
    expect(await within(empty).findByText("No transactions yet.")).toBeTruthy();
    cleanup();
    const failed = showWith(() => apiError(500, "INTERNAL"));
    expect((await within(failed).findByRole("alert")).textContent).toMatch(/could not be loaded/);
    expect(within(failed).queryByText("No transactions yet.")).toBeNull();
  });
});
