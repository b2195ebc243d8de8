import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "@/i18n";
import { ApiError } from "@/lib/api-client";
import { authErrorText, isAccountExistsError, isInvalidTokenError } from "./auth-errors";

const en = i18n.getFixedT("en");
const de = i18n.getFixedT("de");

// Catalogues may load on demand: have both languages before asserting texts.
beforeAll(() => i18n.loadLanguages(["en", "de"]));

describe("authErrorText", () => {
  it("words rate limits with the server's retryAfterSeconds in minutes", () => {
    const limited = (minutes: number) =>
      new ApiError(429, "RATE_LIMITED", "Too many attempts.", {
        retryAfterSeconds: minutes * 60 - 30,
      });
    expect(authErrorText(limited(15), en)).toBe(
      "Too many attempts. Please wait 15 minutes and try again.",
    );
    expect(authErrorText(limited(1), en)).toBe(
      "Too many attempts. Please wait 1 minute and try again.",
    );
    expect(authErrorText(limited(3), de)).toBe(
      "Zu viele Versuche. Bitte warte 3 Minuten und versuche es dann erneut.",
    );
    expect(authErrorText(new ApiError(429, "RATE_LIMITED", "Slow down"), en)).toBe(
      "Too many attempts. Please wait a few minutes and try again.",
    );
  });

  it("builds the weak-password text from the failed checks", () => {
    const weak = new ApiError(400, "WEAK_PASSWORD", "weak", {
      reasons: ["minLength", "number"],
    });
    expect(authErrorText(weak, en)).toBe(
      "Please choose a stronger password. Password must be at least 8 characters long. Password must contain a number.",
    );
    // With the password at hand the checks are computed, in the UI language.
    expect(authErrorText(weak, de, { password: "abcdefgh" })).toBe(
      "Bitte wähle ein sichereres Passwort. Das Passwort muss eine Zahl enthalten.",
    );
    expect(authErrorText(new ApiError(400, "WEAK_PASSWORD", "Too simple."), en)).toBe(
      "Please choose a stronger password. ",
    );
  });

  it("translates the codes it knows", () => {
    expect(authErrorText(new ApiError(0, "NETWORK", "unreachable"), de)).toBe(
      "Der Server ist nicht erreichbar. Bitte prüfe deine Verbindung und versuche es erneut.",
    );
    expect(
      authErrorText(new ApiError(401, "INVALID_CREDENTIALS", "Invalid email or password"), de),
    ).toBe("E-Mail-Adresse oder Passwort ist falsch.");
    expect(authErrorText(new ApiError(400, "INVALID_RESET_TOKEN", "Invalid token"), en)).toBe(
      "Your reset link has expired. Please request a new one.",
    );
    expect(authErrorText(new ApiError(400, "INVALID_EMAIL", "Invalid email address"), en)).toBe(
      "Please enter a valid email address.",
    );
    expect(authErrorText(new ApiError(502, "UNKNOWN", "Request failed (502)."), en)).toBe(
      "Something went wrong on our side. Please try again in a moment.",
    );
  });

  it("falls back to the server's message, then to nothing", () => {
    expect(authErrorText(new ApiError(400, "SOMETHING_NEW", "Server says no"), en)).toBe(
      "Server says no",
    );
    expect(authErrorText(new ApiError(400, "SOMETHING_NEW", ""), en)).toBeUndefined();
    expect(authErrorText(new Error("boom"), en)).toBeUndefined();
  });
});

describe("error kinds", () => {
  it("recognises a taken e-mail by its code", () => {
    expect(isAccountExistsError(new ApiError(422, "ACCOUNT_EXISTS", "x"))).toBe(true);
    expect(isAccountExistsError(new ApiError(400, "X", "User already registered"))).toBe(false);
    expect(isAccountExistsError(new ApiError(400, "WEAK_PASSWORD", "x"))).toBe(false);
    expect(isAccountExistsError(new Error("ACCOUNT_EXISTS"))).toBe(false);
  });

  it("recognises a used or expired reset link", () => {
    expect(isInvalidTokenError(new ApiError(400, "INVALID_RESET_TOKEN", "Invalid token"))).toBe(
      true,
    );
    expect(isInvalidTokenError(new ApiError(400, "WEAK_PASSWORD", "x"))).toBe(false);
  });
});
