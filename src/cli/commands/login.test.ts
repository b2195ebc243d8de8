import { describe, expect, it } from "vitest";
import { CliError, EXIT, type Output } from "../output";
import {
  BUILT_URL,
  defaultServerUrl,
  insecureUrlWarning,
  login,
  normalizeServerUrl,
} from "./login";

const quiet: Output = {
  json: true,
  say: () => {},
  result: () => {},
  wait: (_text, work) => work,
};

describe("the server login offers", () => {
  it("is RULESMITH_URL, else the server the copy was built for, else none", () => {
    const built = "https://rules.example.com";
    expect(defaultServerUrl({ RULESMITH_URL: "https://other.example" }, built)).toBe(
      "https://other.example",
    );
    expect(defaultServerUrl({}, built)).toBe(built);
    expect(defaultServerUrl({ RULESMITH_URL: "" }, undefined)).toBeUndefined();
  });

  it("has no built-in server when run from the source", () => {
    expect(BUILT_URL).toBeUndefined();
  });

  it("refuses to guess without a terminal to ask in", async () => {
    const before = { url: process.env.RULESMITH_URL, tty: process.stdin.isTTY };
    delete process.env.RULESMITH_URL;
    process.stdin.isTTY = false;
    try {
      const failed = await login({ key: `rs_${"A".repeat(43)}` }, quiet).catch(
        (error: unknown) => error,
      );
      expect(failed).toBeInstanceOf(CliError);
      expect((failed as CliError).exitCode).toBe(EXIT.usage);
      expect((failed as CliError).message).toContain("--url");
    } finally {
      if (before.url !== undefined) process.env.RULESMITH_URL = before.url;
      process.stdin.isTTY = before.tty;
    }
  });
});

describe("a server address", () => {
  it("gets https:// when it has no scheme and loses trailing slashes", () => {
    expect(normalizeServerUrl("rules.example.com/")).toBe("https://rules.example.com");
    expect(normalizeServerUrl(" http://localhost:3000// ")).toBe("http://localhost:3000");
    expect(normalizeServerUrl("https://example.com/rulesmith/")).toBe(
      "https://example.com/rulesmith",
    );
  });

  it("is http or https and nothing else", () => {
    expect(() => normalizeServerUrl("ftp://example.com")).toThrow(/https:\/\//);
    expect(() => normalizeServerUrl("https://")).toThrow(CliError);
  });

  it("is warned about when plain http:// leaves this machine", () => {
    expect(insecureUrlWarning("http://rules.example.com")).toMatch(/unencrypted/);
    expect(insecureUrlWarning("http://192.168.1.20:3000")).toMatch(/unencrypted/);
    expect(insecureUrlWarning("https://rules.example.com")).toBeUndefined();
    for (const local of [
      "http://localhost:3000",
      "http://127.0.0.1:8080",
      "http://[::1]:3000",
      "http://app.localhost",
    ]) {
      expect(insecureUrlWarning(local)).toBeUndefined();
    }
  });
});
