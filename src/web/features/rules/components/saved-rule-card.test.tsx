import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { limits } from "#contract/limits";
import { i18n } from "@/i18n";
import { spyOnToasts } from "@/testing/toast-spies";
import { SavedRuleCard } from "./saved-rule-card";
import { createSavedRule } from "@/testing/saved-rule";

const toasts = spyOnToasts();

beforeAll(() => i18n.loadLanguages(["en", "de"]));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await i18n.changeLanguage("en");
});

const rule = createSavedRule();

function renderCard(shown = rule) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SavedRuleCard rule={shown} onView={vi.fn()} onDelete={vi.fn()} onRegenerate={vi.fn()} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** Duplicate answers `status` with `code`. */
function refuseDuplicate(status: number, code: string) {
  vi.stubGlobal("fetch", async () =>
    Response.json({ error: { code, message: "refused" } }, { status }),
  );
}

describe('duplicating a saved rule past a limit (docs/product/rules.md "Limits")', () => {
  it.each([
    ["STORAGE_LIMIT_REACHED", `would take up more than ${limits.ruleStorageMb} MB.`],
    ["RULES_LIMIT_REACHED", `You already have ${limits.savedRulesMax} saved rules.`],
  ])("says which limit %s is", async (code, text) => {
    refuseDuplicate(409, code);
    renderCard();
    fireEvent.click(screen.getByRole("button", { name: "Duplicate" }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalled());
    expect(toasts.error).toHaveBeenCalledWith("Duplication failed", {
      description: expect.stringContaining(text),
    });
  });

  it("names the wait when copies come too fast, in German too", async () => {
    await i18n.changeLanguage("de");
    vi.stubGlobal("fetch", async () =>
      Response.json(
        { error: { code: "RATE_LIMITED", message: "slow", retryAfterSeconds: 300 } },
        { status: 429, headers: { "Retry-After": "300" } },
      ),
    );
    renderCard();
    fireEvent.click(screen.getByRole("button", { name: "Duplizieren" }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalled());
    expect(toasts.error.mock.calls[0]![1]).toEqual({
      description: expect.stringMatching(/\b5\b/),
    });
  });
});

describe("what a saved rule's card says and downloads", () => {
  const file = (path: string) => ({ path, content: "x\n", role: "core" as const, size: 1 });

  it("names every tool of a rule for several, and downloads its files whole, by its own name", () => {
    renderCard(
      createSavedRule(
        { files: [file("AGENTS.md"), file("CLAUDE.md"), file(".cursor/rules/react.mdc")] },
        { form: { ...createSavedRule().form, aiModel: "Cursor", aiModels: ["Cursor", "Claude"] } },
      ),
    );
    expect(screen.getByText("Cursor + Claude")).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Download all 3 files of “Salon rules” (.zip)" }),
    ).toBeTruthy();
  });

  it("names the one file it downloads and the rule it belongs to", () => {
    renderCard();
    expect(
      screen.getByRole("button", { name: "Download salon-rules.md of “Salon rules”" }),
    ).toBeTruthy();
  });
});
