import { beforeAll, describe, expect, it } from "vitest";
import { errorCodes } from "#contract/error-codes";
import { i18n } from "@/i18n";
import { ApiError, type ClientErrorCode } from "./api-client";
import { errorText, hasErrorCode } from "./api-errors";

const en = i18n.getFixedT("en");
const de = i18n.getFixedT("de");
const clientCodes: ClientErrorCode[] = [...errorCodes, "NETWORK", "UNKNOWN"];

beforeAll(() => i18n.loadLanguages(["en", "de"]));

describe("error texts", () => {
  it.each(clientCodes)("%s has an English and a German text", (code) => {
    for (const lng of ["en", "de"]) {
      expect(i18n.exists(`errors.${code}`, { lng }), `${lng}: errors.${code}`).toBe(true);
    }
    expect(errorText(new ApiError(400, code, "server text"), de)).not.toContain("server text");
  });

  it("states a rate limit's wait in whole minutes", () => {
    const limited = (seconds?: number) =>
      new ApiError(
        429,
        "RATE_LIMITED",
        "x",
        seconds === undefined ? {} : { retryAfterSeconds: seconds },
      );
    expect(errorText(limited(900), en)).toBe(
      "Too many attempts. Please wait 15 minutes and try again.",
    );
    expect(errorText(limited(45), en)).toBe(
      "Too many attempts. Please wait 1 minute and try again.",
    );
    expect(errorText(limited(150), de)).toBe(
      "Zu viele Versuche. Bitte warte 3 Minuten und versuche es dann erneut.",
    );
    expect(errorText(limited(), en)).toBe(
      "Too many attempts. Please wait a few minutes and try again.",
    );
  });

  it("names the failed password checks in the UI language", () => {
    const weak = new ApiError(400, "WEAK_PASSWORD", "x", { reasons: ["minLength", "number"] });
    expect(errorText(weak, en)).toBe(
      "Please choose a stronger password. Password must be at least 8 characters long. Password must contain a number.",
    );
    expect(errorText(weak, de)).toBe(
      "Bitte wähle ein sichereres Passwort. Das Passwort muss mindestens 8 Zeichen lang sein. Das Passwort muss eine Zahl enthalten.",
    );
  });

  it("takes limits from the contract", () => {
    expect(errorText(new ApiError(400, "PASSWORD_TOO_LONG", "x"), en)).toBe(
      "Password must be at most 128 characters long.",
    );
  });

  it("shows the caller's fallback when nothing specific is known", () => {
    expect(errorText(new Error("boom"), en, "Try again")).toBe("Try again");
    expect(errorText(new ApiError(500, "UNKNOWN", "Request failed (500)."), en, "Try again")).toBe(
      "Try again",
    );
    expect(errorText(new Error("boom"), en)).toBe("An error occurred. Please try again.");
  });

  it("recognises an error by its code only", () => {
    expect(hasErrorCode(new ApiError(422, "ACCOUNT_EXISTS", "x"), "ACCOUNT_EXISTS")).toBe(true);
    expect(hasErrorCode(new ApiError(400, "BAD_REQUEST", "ACCOUNT_EXISTS"), "ACCOUNT_EXISTS")).toBe(
      false,
    );
    expect(hasErrorCode(new Error("ACCOUNT_EXISTS"), "ACCOUNT_EXISTS")).toBe(false);
  });
});
