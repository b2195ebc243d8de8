import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { describeGenerationError } from "./generation-errors";

describe("describeGenerationError (spec §8)", () => {
  it("a 402 is a token error with the server's message and a way to buy tokens", () => {
    const error = new ApiError(402, "INSUFFICIENT_TOKENS", "You're out of tokens. Buy more.");
    expect(describeGenerationError(error)).toEqual({
      kind: "token",
      message: "You're out of tokens. Buy more.",
      buyTokens: true,
    });
  });

  it("any message mentioning a token is a token error", () => {
    expect(describeGenerationError(new Error("Invalid Token balance"))).toEqual({
      kind: "token",
      message: "Invalid Token balance",
      buyTokens: false,
    });
  });

  it("a message mentioning an API key is an API key error", () => {
    const error = new ApiError(503, "SERVICE_UNAVAILABLE", "The provider rejected the API key.");
    expect(describeGenerationError(error)).toEqual({ kind: "apiKey" });
  });

  it("names rate limits with the server's message", () => {
    const error = new ApiError(429, "RATE_LIMITED", "Too many requests. Try again in a minute.");
    expect(describeGenerationError(error)).toEqual({
      kind: "rateLimited",
      message: "Too many requests. Try again in a minute.",
    });
  });

  it("an invalid form shows the server's message", () => {
    const error = new ApiError(400, "VALIDATION_FAILED", "Invalid request", {
      fields: { "form.frameworks": [{ code: "too_small", minimum: 1 }] },
    });
    expect(describeGenerationError(error)).toEqual({ kind: "message", message: "Invalid request" });
  });

  it("an unreachable server says so", () => {
    expect(describeGenerationError(new ApiError(0, "NETWORK", "Check your connection."))).toEqual({
      kind: "message",
      message: "Check your connection.",
    });
  });

  it("everything else is the generic error", () => {
    expect(describeGenerationError(new ApiError(502, "INTERNAL", "Upstream failed"))).toEqual({
      kind: "generic",
    });
    expect(describeGenerationError("boom")).toEqual({ kind: "generic" });
  });
});
