import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig", () => {
  it("uses embedded PGlite under ./data by default", () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ kind: "pglite", dataDir: "./data" });
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
});
