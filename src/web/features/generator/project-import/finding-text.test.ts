import { afterEach, describe, expect, it } from "vitest";
import { findingCodes, type Finding, type FindingCode } from "#engine/audit/index";
import { i18n } from "@/i18n";
import { findingText } from "./finding-text";

/** Params as the engine writes them, one set per code. */
const PARAMS: Record<FindingCode, Finding["params"]> = {
  "unknown-command": { command: "yarn test:snapshots" },
  "competing-tool": { tool: "Jest", own: "Vitest" },
  "missing-path": { path: "src/legacy", more: 2 },
  "stale-version": { name: "React", said: "18", version: "19" },
  "no-rules": {},
  "ignored-file": {
    tool: "Cursor",
    reads: ".mdc",
    folder: ".cursor/rules/",
    rename: ".cursor/rules/a.mdc",
  },
  "invalid-frontmatter": {},
  "unknown-frontmatter-field": {
    tool: "Cursor",
    field: "priority",
    known: "description, globs, alwaysApply",
  },
  "over-limit": {
    tool: "Codex",
    limit: 32768,
    unit: "bytes",
    size: 34566,
    what: "the AGENTS.md files from the root to here",
  },
  "too-long": { tool: "Claude Code", limit: 200, unit: "lines", size: 284, what: "a rule file" },
  "shadowed-file": { tool: "Zed", hidden: "AGENTS.md" },
  "missing-import": { tool: "Claude Code", target: "AGENTS.md" },
  secret: { kind: "private key", shown: "----…" },
  "repeated-rule": { count: 1, times: 3, places: "a.md, b.md, c.md", rule: "Use pnpm." },
  "conflicting-rules": {
    tool: "Claude Code",
    said: "tabs",
    other: "spaces",
    otherFile: "CLAUDE.md",
    otherLine: 12,
  },
};

const finding = (code: FindingCode): Finding => ({
  severity: "warning",
  code,
  file: "CLAUDE.md",
  line: 1,
  why: "engine why",
  fix: "engine fix",
  params: PARAMS[code],
});

afterEach(() => i18n.changeLanguage("en"));

describe.each(["en", "de"])("a finding's texts in %s", (language) => {
  it.each(findingCodes)("%s: from the catalogue, every param filled", async (code) => {
    await i18n.changeLanguage(language);
    const { why, fix } = findingText(finding(code), i18n.t);
    for (const text of [why, fix]) {
      expect(text).not.toMatch(/projectImport|\{\{|engine/);
      expect(text.length).toBeGreaterThan(10);
    }
  });
});

describe("words the engine writes in English", () => {
  it("are the visitor's, numbers in their format", async () => {
    await i18n.changeLanguage("de");
    const over = findingText(finding("over-limit"), i18n.t).why;
    expect(over).toContain("32.768 Bytes von den AGENTS.md-Dateien vom Wurzelordner bis hierher");
    expect(over).toContain("34.566 Bytes");
    expect(findingText(finding("secret"), i18n.t).why).toMatch(/^Privater Schlüssel \(----…\)/);
    expect(findingText(finding("missing-path"), i18n.t).why).toContain("2 weiteren Zeilen");
    expect(findingText(finding("conflicting-rules"), i18n.t).why).toContain(
      "diese sagt Tabs, CLAUDE.md sagt Leerzeichen (Zeile 12)",
    );
    await i18n.changeLanguage("en");
    expect(findingText(finding("repeated-rule"), i18n.t).why).toMatch(/^“Use pnpm\.” appears 3/);
    expect(
      findingText(
        { ...finding("repeated-rule"), params: { ...PARAMS["repeated-rule"], count: 4 } },
        i18n.t,
      ).why,
    ).toMatch(/^4 rules appear 3 times/);
  });
});
