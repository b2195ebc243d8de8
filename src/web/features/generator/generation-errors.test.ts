import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "@/i18n";
import { ApiError } from "@/lib/api-client";
import { describeGenerationError } from "./generation-errors";

const en = i18n.getFixedT("en");
const de = i18n.getFixedT("de");

beforeAll(() => i18n.loadLanguages(["en", "de"]));

describe("describeGenerationError", () => {
  it("an empty balance is a Token Error that offers buying tokens", () => {
    const error = new ApiError(402, "INSUFFICIENT_TOKENS", "You're out of tokens.");
    expect(describeGenerationError(error, en)).toEqual({
      title: "Token Error",
      description: "You're out of tokens! Add more to generate rules.",
      buyTokens: true,
    });
    expect(describeGenerationError(error, de).description).toBe(
      "Du hast keine Tokens mehr! Kaufe weitere, um Regeln zu generieren.",
    );
  });

  it("a rejected provider key is an API Key Error", () => {
    const error = new ApiError(502, "LLM_KEY_REJECTED", "Invalid or missing API key");
    expect(describeGenerationError(error, en)).toEqual({
      title: "API Key Error",
      description:
        "Invalid or missing API key for the AI provider. Please check your API key configuration.",
      buyTokens: false,
    });
  });

  it("words a rate limit with the wait the server names", () => {
    const error = new ApiError(429, "RATE_LIMITED", "Too many", { retryAfterSeconds: 170 });
    expect(describeGenerationError(error, en).description).toBe(
      "Too many attempts. Please wait 3 minutes and try again.",
    );
  });

  it("never shows the server's English message", () => {
    const invalid = new ApiError(400, "VALIDATION_FAILED", "Too small: expected array to have >=1");
    expect(describeGenerationError(invalid, de)).toEqual({
      title: "Fehler beim Erstellen der Regeln",
      description: "Einige Angaben fehlen oder sind ungültig. Bitte prüfe deine Eingaben.",
      buyTokens: false,
    });
  });

  it("an unknown failure gets the generic text", () => {
    expect(describeGenerationError(new Error("boom"), en)).toEqual({
      title: "Error generating rules",
      description: "An unexpected error occurred. Please try again.",
      buyTokens: false,
    });
  });
});
