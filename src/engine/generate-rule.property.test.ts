import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createContext } from "./context";
import { generateRule, RULES_JSON_SCHEMA } from "./index";
import { measure } from "./browser/measure";
import type { RulesJsonV1 } from "./render/json";
import { buildSections } from "./sections/index";
import { arbitraryForm, headingsWithNext, jsonPart } from "./testing/forms";

const language = fc.constantFrom("en" as const, "de" as const);
const input = fc.record({ form: arbitraryForm, language });
const MIN_CHARS = 400;

function isRulesJson(value: unknown): value is RulesJsonV1 {
  const json = value as RulesJsonV1;
  return (
    json.schema === RULES_JSON_SCHEMA &&
    (json.kind === "rules" || json.kind === "prompt") &&
    (json.language === "en" || json.language === "de") &&
    typeof json.title === "string" &&
    typeof json.target.id === "string" &&
    typeof json.target.file === "string" &&
    typeof json.target.destination === "string" &&
    typeof json.limit.value === "number" &&
    (json.frontmatter === null || typeof json.frontmatter === "object") &&
    Array.isArray(json.stack.frameworks) &&
    json.sections.every(
      (s) =>
        typeof s.id === "string" &&
        (s.heading === null || typeof s.heading === "string") &&
        s.text.every((t) => typeof t === "string") &&
        s.rules.every((r) => typeof r === "string"),
    )
  );
}

describe("generateRule properties", () => {
  it("names every chosen framework", () => {
    fc.assert(
      fc.property(input, ({ form, language }) => {
        const { content } = generateRule({ form, language });
        for (const framework of form.frameworks) expect(content).toContain(framework);
      }),
    );
  });

  it("has no empty sections", () => {
    fc.assert(
      fc.property(input, ({ form, language }) => {
        const rule = generateRule({ form, language });
        if (rule.format !== "json") {
          for (const { heading, next } of headingsWithNext(rule.content)) {
            expect(next, heading).toBeDefined();
            expect(next, heading).not.toMatch(/^#{1,6} /);
          }
        }
        if (rule.format !== "markdown") {
          const json = jsonPart(rule) as RulesJsonV1;
          for (const s of json.sections) expect(s.text.length + s.rules.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it("is deterministic for equal input", () => {
    fc.assert(
      fc.property(input, ({ form, language }) => {
        expect(generateRule({ form: structuredClone(form), language })).toEqual(
          generateRule({ form, language }),
        );
      }),
    );
  });

  it("stays within the target's limit and above a useful minimum", () => {
    fc.assert(
      fc.property(input, ({ form, language }) => {
        const rule = generateRule({ form, language });
        expect(rule.size).toBe(measure(rule.content, rule.limit.unit));
        expect(rule.size).toBeLessThanOrEqual(rule.limit.value);
        expect(rule.content.length).toBeGreaterThan(MIN_CHARS);
        // Agent files open with commands, system prompts and first messages with the role.
        expect(["commands", "role"]).toContain(rule.sections[0]);
        expect(rule.sections).toContain("project");
        for (const file of rule.files.filter((f) => f.role !== "json")) {
          expect(file.size, file.path).toBe(measure(file.content, rule.limit.unit));
          expect(file.size, file.path).toBeLessThanOrEqual(rule.limit.value);
        }
      }),
    );
  });

  it("only ever drops whole rules and sentences from the end of a section", () => {
    fc.assert(
      fc.property(input, ({ form, language }) => {
        const rule = generateRule({ form: { ...form, outputFormat: "JSON" }, language });
        const full = new Map(
          buildSections(createContext({ form, language })).map((s) => [s.id, s]),
        );
        for (const section of (JSON.parse(rule.content) as RulesJsonV1).sections) {
          const original = full.get(section.id);
          expect(original).toBeDefined();
          expect(original?.rules.slice(0, section.rules.length)).toEqual(section.rules);
        }
      }),
    );
  });

  it("writes JSON that parses and has the documented shape", () => {
    fc.assert(
      fc.property(input, ({ form, language }) => {
        const rule = generateRule({ form, language });
        if (rule.format === "markdown") return;
        const json = jsonPart(rule);
        expect(isRulesJson(json)).toBe(true);
        expect((json as RulesJsonV1).sections.map((s) => s.id)).toEqual(rule.sections);
      }),
    );
  });

  it("writes German that differs from English", () => {
    fc.assert(
      fc.property(arbitraryForm, (form) => {
        const en = generateRule({ form, language: "en" });
        const de = generateRule({ form, language: "de" });
        expect(de.content).not.toBe(en.content);
        expect(de.title).not.toBe(en.title);
      }),
    );
  });
});
