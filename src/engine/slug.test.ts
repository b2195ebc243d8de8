import { describe, expect, it } from "vitest";
import { downloadFileName, slugify } from "./slug";

describe("slugify", () => {
  it("lowercases and turns spaces into hyphens", () => {
    expect(slugify("React TypeScript Frontend Rules")).toBe("react-typescript-frontend-rules");
  });

  it("transliterates umlauts and ß, strips other accents", () => {
    expect(slugify("Größere Änderungen für Übersicht")).toBe(
      "groessere-aenderungen-fuer-uebersicht",
    );
    expect(slugify("Café Crème naïve")).toBe("cafe-creme-naive");
  });

  it("handles decomposed umlauts the same way", () => {
    expect(slugify("fu\u0308r")).toBe("fuer");
  });

  it("removes unsafe characters and collapses hyphens", () => {
    expect(slugify("React + TypeScript: Frontend-Regeln für Cursor")).toBe(
      "react-typescript-frontend-regeln-fuer-cursor",
    );
    expect(slugify("  ../../etc/passwd  ")).toBe("etc-passwd");
    expect(slugify("Next.js -- rules!!")).toBe("nextjs-rules");
    expect(slugify("🚀")).toBe("");
  });

  it("keeps slugs short, cutting at a hyphen", () => {
    const slug = slugify("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
    expect(slug).toMatch(/^[a-z0-9-]+$/);
  });
});

describe("downloadFileName", () => {
  it("is the slug with a .md extension", () => {
    expect(downloadFileName("My Vue Rules")).toBe("my-vue-rules.md");
  });

  it("never returns an empty name", () => {
    expect(downloadFileName("")).toBe("rule.md");
    expect(downloadFileName("???")).toBe("rule.md");
  });
});
