import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig", () => {
  it("uses embedded PGlite under ./data by default", () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ kind: "pglite", dataDir: "./data", fastPath: true });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u:p@127.0.0.1:5432/db" });
    expect(config.database.kind).toBe("postgres");
  });

  it("names the bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  it("refuses production without BETTER_AUTH_SECRET, even on localhost", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: "production", PUBLIC_URL: "http://localhost:3000" }),
    ).toThrow(/BETTER_AUTH_SECRET/);
    const secret = "s".repeat(32);
    expect(loadConfig({ NODE_ENV: "production", BETTER_AUTH_SECRET: secret }).authSecret).toBe(
      secret,
    );
  });

  it("reads TRUST_PROXY as a number of proxy hops", () => {
    expect(loadConfig({}).trustedProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustedProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustedProxyHops).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });

  it("runs payments at Stripe with a key, in test mode outside production, and not at all in production without either (decision 084)", () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({}).paymentsMode).toBe("test");
    expect(loadConfig({ STRIPE_SECRET_KEY: "sk_test_1" }).stripe?.secretKey).toBe("sk_test_1");
    expect(loadConfig({ STRIPE_SECRET_KEY: "sk_test_1" }).paymentsMode).toBe("stripe");
    const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(32) };
    // A local or unset PUBLIC_URL ran the free test checkout in production.
    for (const url of [undefined, "http://localhost:3000", "https://rulesmith.example"]) {
      const env = { ...production, ...(url ? { PUBLIC_URL: url } : {}) };
      expect(loadConfig(env).paymentsMode, url).toBe("off");
      expect(loadConfig({ ...env, PAYMENTS_TEST_MODE: "true" }).paymentsMode, url).toBe("test");
    }
  });

  it("reads GitHub's API from api.github.com unless GITHUB_API_URL names another", () => {
    expect(loadConfig({}).github).toEqual({
      apiUrl: "https://api.github.com",
      token: undefined,
      timeoutMs: 15_000,
    });
    const enterprise = loadConfig({
      GITHUB_API_URL: "https://ghe.example.com/api/v3/",
      GITHUB_TOKEN: "ghp_x",
      GITHUB_IMPORT_TIMEOUT_MS: "5000",
    }).github;
    expect(enterprise).toEqual({
      apiUrl: "https://ghe.example.com/api/v3",
      token: "ghp_x",
      timeoutMs: 5000,
    });
    expect(loadConfig({ GITHUB_API_URL: "", GITHUB_TOKEN: "" }).github.apiUrl).toBe(
      "https://api.github.com",
    );
    expect(() => loadConfig({ GITHUB_API_URL: "ftp://ghe.example.com" })).toThrow(/GITHUB_API_URL/);
    expect(() => loadConfig({ GITHUB_IMPORT_TIMEOUT_MS: "10" })).toThrow(
      /GITHUB_IMPORT_TIMEOUT_MS/,
    );
  });
});
