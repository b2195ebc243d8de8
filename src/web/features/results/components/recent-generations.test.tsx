import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ResultSummary } from "#contract/results";
import { i18n } from "@/i18n";
import { ApiError } from "@/lib/api-client";
import { apiError, createTestQueryClient, renderWithProviders, stubApi } from "@/testing/render";
import { resultQueryOptions } from "../api/get-result";
import { RecentGenerations } from "./recent-generations";

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

const summary = (overrides: Partial<ResultSummary>): ResultSummary => ({
  id: "3f2a9c1e-5b6d-4e7f-8a9b-0c1d2e3f4a5b",
  title: "Salon booking rules",
  targetName: "Cursor",
  createdAt: "2026-11-20T09:30:00.000Z",
  ...overrides,
});

function showWith(answer: () => Response | Promise<Response>) {
  const requests = stubApi({ "GET /api/results": answer });
  renderWithProviders(<RecentGenerations />, { path: "/user/dashboard" });
  return { requests, card: screen.getByTestId("recent-generations") };
}

describe("recent generations on the dashboard", () => {
  it("lists each result with its tool and date, linking to its own result page", async () => {
    const body = {
      results: [
        summary({}),
        summary({
          id: "9e8d7c6b-5a49-4382-b1a0-f9e8d7c6b5a4",
          title: "Shop API prompt",
          targetName: "ChatGPT",
          createdAt: "2026-11-18T17:05:00.000Z",
        }),
      ],
    };
    const { requests, card } = showWith(() => Response.json(body));
    const links = await within(card).findAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/user/results/3f2a9c1e-5b6d-4e7f-8a9b-0c1d2e3f4a5b",
      "/user/results/9e8d7c6b-5a49-4382-b1a0-f9e8d7c6b5a4",
    ]);
    expect(links[0]?.textContent).toBe("Salon booking rulesCursor · Nov 20, 2026");
    expect(links[1]?.textContent).toBe("Shop API promptChatGPT · Nov 18, 2026");
    expect(requests).toEqual(["GET /api/results"]);
    expect(within(card).queryByText("Your generated rules will appear here.")).toBeNull();
  });

  it("says where the rules will appear while there are none", async () => {
    const { card } = showWith(() => Response.json({ results: [] }));
    expect(await within(card).findByText("Your generated rules will appear here.")).toBeTruthy();
    expect(within(card).queryByRole("link")).toBeNull();
    expect(within(card).queryByRole("alert")).toBeNull();
  });

  it("says the list could not be loaded instead of claiming there are no generations", async () => {
    const { card } = showWith(() => apiError(500, "INTERNAL", "boom"));
    expect((await within(card).findByRole("alert")).textContent).toBe(
      "This content could not be loaded. Please try again.",
    );
    expect(within(card).queryByText("Your generated rules will appear here.")).toBeNull();
  });

  it("shows a placeholder, no empty text, while the list is on its way", () => {
    const { card } = showWith(() => new Promise<Response>(() => {}));
    expect(within(card).getByRole("heading", { name: "Recent generations" })).toBeTruthy();
    expect(within(card).queryByText("Your generated rules will appear here.")).toBeNull();
    expect(within(card).queryByRole("link")).toBeNull();
  });

  it("reads in German, dates included", async () => {
    await i18n.changeLanguage("de");
    const { card } = showWith(() => Response.json({ results: [summary({})] }));
    expect(within(card).getByRole("heading", { name: "Letzte Erstellungen" })).toBeTruthy();
    expect((await within(card).findByRole("link")).textContent).toBe(
      "Salon booking rulesCursor · 20.11.2026",
    );
  });
});

describe("a stored result (GET /api/results/:id)", () => {
  const id = "3f2a9c1e-5b6d-4e7f-8a9b-0c1d2e3f4a5b";
  // The query's own retry rule, without the wait between tries.
  const fetchResult = () =>
    createTestQueryClient().fetchQuery({ ...resultQueryOptions(id), retryDelay: 0 });

  it("asks for the result by its id", async () => {
    const requests = stubApi({ "GET /api/results/:id": () => Response.json({ id }) });
    await expect(fetchResult()).resolves.toMatchObject({ id });
    expect(requests).toEqual([`GET /api/results/${id}`]);
  });

  it("does not ask again for a result that does not exist (or is someone else's)", async () => {
    const requests = stubApi({
      "GET /api/results/:id": () => apiError(404, "NOT_FOUND", "Not found"),
    });
    const failure = await fetchResult().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: "NOT_FOUND" });
    expect(requests).toHaveLength(1);
  });

  it("tries once more after any other failure", async () => {
    let tries = 0;
    const requests = stubApi({
      "GET /api/results/:id": () =>
        ++tries === 1 ? apiError(500, "INTERNAL", "boom") : Response.json({ id }),
    });
    await expect(fetchResult()).resolves.toMatchObject({ id });
    expect(requests).toHaveLength(2);
  });
});
