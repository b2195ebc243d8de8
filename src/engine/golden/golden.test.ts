import { describe, expect, it } from "vitest";
import { frameworkKnowledge, resolveFrameworks } from "../frameworks/index";
import { createContext } from "../context";
import { generateRule } from "../index";
import { buildSections } from "../sections/index";
import { createForm } from "../testing/forms";
import { GENERAL_SECTIONS } from "../testing/general";
import type { FrameworkKnowledge, GeneratedRule } from "../types";
import { goldenCases } from "./forms";
import { frontmatterOf, lintMarkdown } from "../testing/parse";

/** Tools that belong to one ecosystem: they may only appear when the stack has it. */
const stackOnlyTools: ReadonlyArray<[string, (stack: readonly FrameworkKnowledge[]) => boolean]> = [
  ["RuboCop", (stack) => stack.some((f) => f.toolchain === "ruby")],
  ["Pint", (stack) => stack.some((f) => f.toolchain === "php")],
  ["npm audit", (stack) => stack.some((f) => f.toolchain === "node")],
  ["Prettier", (stack) => stack.some((f) => f.toolchain === "node")],
  ["pip-audit", (stack) => stack.some((f) => f.toolchain === "python")],
  ["composer audit", (stack) => stack.some((f) => f.toolchain === "php")],
  ["cargo audit", (stack) => stack.some((f) => f.toolchain === "rust")],
  ["govulncheck", (stack) => stack.some((f) => f.toolchain === "go")],
  ["deno audit", (stack) => stack.some((f) => f.toolchain === "deno")],
  ["mix deps.audit", (stack) => stack.some((f) => f.toolchain === "elixir")],
  ["DOMPurify", (stack) => stack.some((f) => f.platform === "web" || f.platform === "desktop")],
];

/** Pairs of rules that must never stand in the same output. */
const contradictions: ReadonlyArray<[RegExp, RegExp]> = [
  [/data fetching and side effects out of presentational/, /Fetch data in Server Components/],
  [/such as TanStack Query/, /Fetch data in Server Components/],
  [/Never add, upgrade or remove a dependency without asking first\./, /\b(?:use|install) \w+/],
];

/**
 * Before the engine learnt each stack's own rules, the golden set's first 36 forms had 1,052
 * generic rules (measured 2026-11-23); the target is half. Compared per form, so new golden cases
 * keep the measure. Re-counted with this function on that engine (commit 2c44cc0^) the same 36
 * forms give 1,300; the lower figure is kept as the stricter baseline.
 */
const GENERIC_BASELINE = { rules: 1052, forms: 36 } as const;

function genericRuleCount(): number {
  return goldenCases.reduce((sum, golden) => {
    const ctx = createContext({ form: createForm(golden.form), language: golden.language });
    return (
      sum +
      buildSections(ctx)
        .filter((section) => GENERAL_SECTIONS.has(section.id))
        .reduce((count, section) => count + section.rules.length, 0)
    );
  }, 0);
}

const markdownFiles = (rule: GeneratedRule) =>
  rule.files.filter((file) => file.role !== "json" && file.kind !== "config");
const bullets = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.startsWith("- "))
    .map((line) => line.replace(/^- (?:IMPORTANT|WICHTIG): /, "- "));

describe("golden set", () => {
  it("has at least 30 reference forms with distinct names", () => {
    expect(goldenCases.length).toBeGreaterThanOrEqual(30);
    expect(new Set(goldenCases.map((c) => c.name)).size).toBe(goldenCases.length);
  });

  describe.each(goldenCases.map((c) => [c.name, c] as const))("%s", (_, golden) => {
    const form = createForm(golden.form);
    const rule = generateRule({ form, language: golden.language });
    const all = rule.files.map((file) => file.content).join("\n");
    const core = rule.files[0]?.content ?? "";
    const stack = resolveFrameworks(form.frameworks).known;

    it("writes the expected files, each within the tool's limit", () => {
      if (golden.files) expect(rule.files.map((file) => file.path)).toEqual(golden.files);
      for (const file of markdownFiles(rule)) {
        expect(file.size, file.path).toBeLessThanOrEqual(rule.limit.value);
      }
    });

    it("keeps the expected facts, commands and rules", () => {
      for (const text of golden.core) expect(core, text).toContain(text);
      for (const text of golden.anywhere ?? []) expect(all, text).toContain(text);
      for (const text of golden.absent ?? []) expect(all, text).not.toContain(text);
    });

    it("names only tools of the chosen stack", () => {
      for (const [tool, allowed] of stackOnlyTools) {
        if (!allowed(stack)) expect(all, tool).not.toContain(tool);
      }
    });

    it("repeats no rule and contradicts none", () => {
      const said = markdownFiles(rule).flatMap((file) => bullets(file.content));
      expect(said.length - new Set(said).size).toBe(0);
      for (const [a, b] of contradictions)
        expect(a.test(all) && b.test(all), `${a} vs ${b}`).toBe(false);
    });

    it("marks at most three rules IMPORTANT per file", () => {
      for (const file of markdownFiles(rule)) {
        expect(
          (file.content.match(/^- (?:IMPORTANT|WICHTIG):/gm) ?? []).length,
        ).toBeLessThanOrEqual(3);
      }
    });

    it("opens agent files with commands and chat prompts with the role", () => {
      const firstHeading = /^## (.+)$/m.exec(core)?.[1];
      const isPrompt = form.promptType === "NativePrompt";
      if (rule.sections.includes("commands")) {
        expect(["Commands & layout", "Befehle & Struktur"]).toContain(firstHeading);
        expect(core).toMatch(/^- (?:Done means|Fertig heißt): /m);
        expect(core).toMatch(/^- .+ (?:test|dev) `[^`]+`/m);
        expect(rule.sections.slice(0, 2)).toEqual(
          isPrompt ? ["role", "commands"] : ["commands", "project"],
        );
      } else {
        expect(rule.sections[0]).toBe("role");
        expect(all).not.toMatch(
          /## (?:Commands & layout|Befehle & Struktur)|Done means|Fertig heißt/,
        );
      }
    });

    it("reads back with a YAML parser and markdownlint", () => {
      for (const file of markdownFiles(rule)) {
        expect(lintMarkdown(file.content), file.path).toEqual([]);
        expect(() => frontmatterOf(file.content), file.path).not.toThrow();
      }
      for (const file of rule.files.filter((f) => f.role === "json")) {
        expect(() => JSON.parse(file.content) as unknown).not.toThrow();
      }
    });
  });

  it("has cut generic advice to at most half of the pre-issue-11 baseline, per form", () => {
    const perForm = genericRuleCount() / goldenCases.length;
    const baselinePerForm = GENERIC_BASELINE.rules / GENERIC_BASELINE.forms;
    expect(perForm).toBeLessThanOrEqual(baselinePerForm / 2);
  });

  it("covers every framework the engine knows", () => {
    const used = new Set(
      goldenCases.flatMap((c) => resolveFrameworks(c.form.frameworks ?? []).known.map((f) => f.id)),
    );
    const missing = Object.values(frameworkKnowledge).filter((f) => !used.has(f.id));
    expect(missing.map((f) => f.id)).toEqual([]);
  });
});
