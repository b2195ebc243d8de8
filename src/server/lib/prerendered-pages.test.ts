import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { pageLanguage } from "./prerendered-pages";

const app = new Hono().get("/", (c) => c.text(pageLanguage(c)));
const languageOf = async (headers: Record<string, string>) =>
  (await app.request("/", { headers })).text();

describe("the language a prerendered page is sent in", () => {
  it("follows the browser's languages on a first visit", async () => {
    expect(await languageOf({ "Accept-Language": "de-DE,de;q=0.9,en;q=0.8" })).toBe("de");
    expect(await languageOf({ "Accept-Language": "fr-FR, de-AT;q=0.7" })).toBe("de");
    expect(await languageOf({ "Accept-Language": "en-US,en;q=0.9,de;q=0.8" })).toBe("en");
    expect(await languageOf({ "Accept-Language": "fr, es;q=0.5" })).toBe("en");
    expect(await languageOf({ "Accept-Language": "de;q=0, en" })).toBe("en");
    expect(await languageOf({})).toBe("en");
  });

  it("lets an explicit choice (the language cookie) win", async () => {
    expect(await languageOf({ "Accept-Language": "de-DE", Cookie: "rulesmith-language=en" })).toBe(
      "en",
    );
    expect(await languageOf({ "Accept-Language": "en", Cookie: "rulesmith-language=de" })).toBe(
      "de",
    );
  });
});
