import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "@/i18n";
import { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { applyPageMeta, pageKeyOf, pageMetaFor, withPageMeta } from "./page-meta";
import { createAppRoutes } from "./router";

const publicPaths = [
  "/",
  "/documentation",
  "/impressum",
  "/datenschutz",
  "/agb",
  "/widerrufsrecht",
];
const otherPaths = [
  "/?step=1",
  "/?step=8&result=1",
  "/confirmed?draft=x",
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

  it("has a title of its own for every route the app knows", () => {
    const paths = (routes: RouteObject[], base = ""): string[] =>
      routes.flatMap((route) => {
        const path = route.index ? base || "/" : route.path ? `${base}/${route.path}` : base;
        const own = route.path || route.index ? [path] : [];
        return [...own, ...paths(route.children ?? [], route.path ? path : base)];
      });
    const known = paths(createAppRoutes(new QueryClient()))
      .filter((path) => path !== "/*")
      .map((path) => path.replace(/:\w+/g, "1"));
    expect(known.length).toBeGreaterThan(25);
    for (const path of known) expect(pageKeyOf(path), path).not.toBe("notFound");
    expect(pageKeyOf("/?step=3")).toBe("wizard");
    expect(pageKeyOf("/?step=8&result=1")).toBe("preview");
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
