import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "@/i18n";
import { applyPageMeta, pageKeyOf, pageMetaFor, withPageMeta } from "./page-meta";

const publicPaths = [
  "/",
  "/documentation",
  "/impressum",
  "/datenschutz",
  "/agb",
  "/widerrufsrecht",
];
const otherPaths = [
  "/signin",
  "/signup",
  "/forgot-password",
  "/user/dashboard",
  "/user/saved-rules/",
  "/user/results/3f2a",
  "/billing/receipts/9",
  "/no/such/page",
];

beforeAll(() => i18n.loadLanguages(["en", "de"]));

describe("page titles and descriptions", () => {
  it("gives every page its own title and a description, in each language", () => {
    for (const language of ["en", "de"] as const) {
      const t = i18n.getFixedT(language);
      const metas = [...publicPaths, ...otherPaths].map((path) => pageMetaFor(path, t));
      for (const meta of metas) {
        expect(meta.title).toMatch(/Rulesmith/);
        expect(meta.title).not.toMatch(/meta\./);
        expect(meta.description.length).toBeGreaterThan(20);
        expect(meta.description).not.toMatch(/meta\./);
      }
      expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
      // Search engines show about 155 characters of a description.
      const publicMetas = metas.slice(0, publicPaths.length);
      for (const meta of publicMetas) expect(meta.description.length).toBeLessThanOrEqual(160);
    }
    expect(pageMetaFor("/documentation", i18n.getFixedT("de")).title).toBe(
      "Dokumentation · Rulesmith",
    );
    expect(pageMetaFor("/impressum", i18n.getFixedT("en")).title).toBe("Legal notice · Rulesmith");
  });

  it("names pages with an id by their kind, and an unknown path as not found", () => {
    expect(pageKeyOf("/user/results/abc")).toBe("result");
    expect(pageKeyOf("/documentation/")).toBe("documentation");
    expect(pageKeyOf("/whatever")).toBe("notFound");
  });

  it("writes them into the head, and into a template's head escaped", () => {
    applyPageMeta(document, { title: "A · Rulesmith", description: "About A" });
    expect(document.title).toBe("A · Rulesmith");
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      "About A",
    );
    const template =
      '<head>\n<meta\n  name="description"\n  content="old"\n/>\n<title>Old</title>\n</head>';
    const html = withPageMeta(
      template,
      { title: "AGB & more · Rulesmith", description: 'Say "hi"' },
      (text) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;"),
    );
    expect(html).toContain("<title>AGB &amp; more · Rulesmith</title>");
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
    expect(html).not.toContain("old");
  });
});
