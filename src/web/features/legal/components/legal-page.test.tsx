import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SiteInfo } from "#contract/site";
import { i18n } from "@/i18n";
import { apiError, renderWithProviders, stubApi, type StubAnswer } from "@/testing/render";
import { LegalPage, type LegalPageId } from "./legal-page";

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

const site: SiteInfo = {
  operator: {
    name: "Muster GmbH",
    address: "Musterstraße 1, 10115 Berlin",
    email: "legal@example.com",
    phone: "+49 30 1234567",
    representative: "Erika Mustermann",
    vatId: "DE123456789",
  },
  supportEmail: "help@example.com",
};

function show(page: LegalPageId, details: SiteInfo | StubAnswer = site) {
  stubApi({
    "GET /api/site": typeof details === "function" ? details : () => Response.json(details),
  });
  return renderWithProviders(<LegalPage page={page} />, { path: `/${page}` });
}

const headings = (level: number) =>
  screen.getAllByRole("heading", { level }).map((heading) => heading.textContent);

describe("the legal pages", () => {
  it("shows the legal notice with the operator's details filled in", async () => {
    show("impressum");
    expect(await screen.findByRole("heading", { level: 1, name: "Legal Notice" })).toBeTruthy();
    expect(headings(2)).toContain("Contact");
    expect(headings(2)).toContain("VAT identification number");
    const text = document.body.textContent ?? "";
    for (const value of Object.values(site.operator)) expect(text).toContain(value);
    expect(text).toContain("Last updated: 2026-11-22");
    expect(text).not.toMatch(/\{\{\w+\}\}/);
    const mail = screen.getAllByRole("link", { name: "legal@example.com" });
    expect(mail[0]?.getAttribute("href")).toBe("mailto:legal@example.com");
  });

  it.each([
    ["impressum", "Legal Notice", "Impressum"],
    ["datenschutz", "Privacy Policy", "Datenschutzerklärung"],
    ["agb", "Terms and Conditions", "Allgemeine Geschäftsbedingungen"],
    ["widerrufsrecht", "Right of Withdrawal", "Widerrufsrecht"],
  ] as const)("shows /%s in the reader's language", async (page, english, german) => {
    show(page);
    expect(await screen.findByRole("heading", { level: 1, name: english })).toBeTruthy();
    // The English text says it is a translation; the German one is binding.
    expect(document.body.textContent).toContain("only the German version");
    const englishSections = headings(2);
    expect(englishSections.length).toBeGreaterThan(1);
    expect(document.body.textContent).not.toMatch(/\{\{\w+\}\}/);

    await act(() => i18n.changeLanguage("de"));
    expect(await screen.findByRole("heading", { level: 1, name: german })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: english })).toBeNull();
    expect(document.body.textContent).not.toContain("only the German version");
    // The same sections, in German.
    expect(headings(2)).toHaveLength(englishSections.length);
    expect(headings(2)).not.toEqual(englishSections);
    expect(document.body.textContent).not.toMatch(/\{\{\w+\}\}/);
  });

  it("shows operator details as plain text: no HTML or markdown in them takes effect", async () => {
    show("impressum", {
      ...site,
      operator: {
        ...site.operator,
        name: '<img src="x" onerror="alert(1)"> *Muster* [GmbH](https://evil.example)',
      },
    });
    await screen.findByRole("heading", { level: 1, name: "Legal Notice" });
    expect(document.body.textContent).toContain(
      '<img src="x" onerror="alert(1)"> *Muster* [GmbH](https://evil.example)',
    );
    expect(document.querySelector("img, script")).toBeNull();
    expect(screen.queryByRole("link", { name: "GmbH" })).toBeNull();
    expect([...document.querySelectorAll("em")].some((em) => em.textContent === "Muster")).toBe(
      false,
    );
  });

  it("says the page could not be loaded when the site details do not arrive", async () => {
    show("agb", () => apiError(500, "INTERNAL"));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This content could not be loaded. Please try again.",
    );
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
  });

  it("shows no text, and no empty placeholders, until the site details have arrived", async () => {
    const { queryClient } = show("impressum", () => new Promise<Response>(() => {}));
    // The page's own text has loaded; the operator's details have not.
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(["markdown-content", "impressum", "en"])).toContain(
        "# Legal Notice",
      ),
    );
    expect(screen.queryByRole("heading")).toBeNull();
    expect(document.body.textContent).not.toContain("{{");
  });
});
