import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "@/i18n";
import { ApiError } from "@/lib/api-client";
import { grantErrorText } from "./admin-errors";

const en = i18n.getFixedT("en");
const de = i18n.getFixedT("de");

// Catalogues may load on demand: have both languages before asserting texts.
beforeAll(() => i18n.loadLanguages(["en", "de"]));

describe("grantErrorText", () => {
  it("names an unknown e-mail", () => {
    const notFound = new ApiError(404, "NOT_FOUND", "No account uses the e-mail x@example.com.");
    expect(grantErrorText(notFound, en, "x@example.com")).toBe(
      "No account uses the email x@example.com.",
    );
    expect(grantErrorText(notFound, de, "x@example.com")).toBe(
      "Es gibt kein Konto mit der E-Mail-Adresse x@example.com.",
    );
  });

  it("tells a non-admin caller so", () => {
    const forbidden = new ApiError(403, "FORBIDDEN", "nope");
    expect(grantErrorText(forbidden, en, "x@example.com")).toBe(
      "You don't have admin privileges to do this.",
    );
  });

  it("uses the code's text, never the server's English message", () => {
    const invalid = new ApiError(400, "VALIDATION_FAILED", "Invalid input: expected email", {
      fields: { email: [{ code: "invalid_format" }] },
    });
    expect(grantErrorText(invalid, de, "x")).toBe(
      "Einige Angaben fehlen oder sind ungültig. Bitte prüfe deine Eingaben.",
    );
    expect(grantErrorText(new Error("x"), en, "x")).toBe(en("admin.toasts.grantFailedText"));
  });
});
