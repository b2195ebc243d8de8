import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "@/i18n";
import { ApiError } from "@/lib/api-client";
import { adminErrorText } from "./admin-errors";

const en = i18n.getFixedT("en");
const de = i18n.getFixedT("de");

// Catalogues may load on demand: have both languages before asserting texts.
beforeAll(() => i18n.loadLanguages(["en", "de"]));

describe("adminErrorText", () => {
  it("names an unknown e-mail when granting", () => {
    const notFound = new ApiError(404, "NOT_FOUND", "No account uses the e-mail x@example.com.");
    expect(adminErrorText(notFound, en, { action: "grant", email: "x@example.com" })).toBe(
      "No account uses the email x@example.com.",
    );
    expect(adminErrorText(notFound, de, { action: "grant", email: "x@example.com" })).toBe(
      "Es gibt kein Konto mit der E-Mail-Adresse x@example.com.",
    );
  });

  it("explains a refused claim and a refused grant differently", () => {
    const forbidden = new ApiError(403, "FORBIDDEN", "nope");
    expect(adminErrorText(forbidden, en, { action: "claim" })).toMatch(/Only the first account/);
    expect(adminErrorText(forbidden, en, { action: "grant" })).toBe(
      "You don't have admin privileges to do this.",
    );
  });

  it("falls back to the server's message, then to nothing", () => {
    expect(adminErrorText(new ApiError(409, "CONFLICT", "Busy"), en, { action: "grant" })).toBe(
      "Busy",
    );
    expect(adminErrorText(new Error("x"), en, { action: "claim" })).toBeUndefined();
    expect(adminErrorText(new ApiError(0, "NETWORK", "x"), en, { action: "claim" })).toMatch(
      /could not be reached/,
    );
  });
});
