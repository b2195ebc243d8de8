import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ProjectFacts } from "#contract/project-facts";
import { findUntruths, type Untruth } from "#engine/check-rules";
import { projectTools } from "#engine/concerns";
import { createContext } from "#engine/context";
import { buildSections } from "#engine/sections/index";
import { toolchainsOf } from "#engine/toolchains";
import { generateRule } from "#engine/index";
import { detectProject } from "#engine/project/index";
import { GENERAL_SECTIONS } from "#engine/testing/general";
import { lintMarkdown, USERS_STYLE } from "#engine/testing/parse";
import { formForTools, loadCorpus } from "./project-corpus";
import { walkProject } from "./walk-project";

/**
 * Every corpus repository's rules, generated as a user would (the import's facts, their own
 * rules kept, skills on) for Claude Code, Cursor, and AGENTS.md with Copilot, held against the
 * repository itself (docs/product/generator.md "True to the project"): no tool that competes with
 * the project's own, no folder or file outside its tree, no command to run that is neither the
 * project's nor marked to verify, no file without rules; every Markdown file passes markdownlint.
 */
const corpus = loadCorpus();
const VERIFY_MARKS = ["(verify", "verify it)", "(prüfen", "prüfen)"];
const TOOL_SETS: readonly (readonly string[])[] = [["Claude"], ["Cursor"], ["Codex", "Copilot"]];

async function factsOf(fixture: (typeof corpus)[number]) {
  const { files, capped } = await walkProject(fixture.dir);
  const tree = readFileSync(fixture.tree, "utf8").split("\n").filter(Boolean);
  const facts = detectProject(files, { origin: { kind: "files" }, capped, paths: tree });
  const kept: ProjectFacts = {
    ...facts,
    existingRules: facts.existingRules.map((file) => ({ ...file, keep: true })),
  };
  return { facts: kept, tree };
}

const generateForm = (facts: ProjectFacts, tools: readonly string[]) =>
  formForTools(facts, tools, { skills: true });

const generateFor = (facts: ProjectFacts, tools: readonly string[], language: "en" | "de") =>
  generateRule({ form: generateForm(facts, tools), language });

/**
 * The always-on file's general bullets: those of the sections every project gets whatever it is
 * (the golden set's measure), less those that name the project's own tools or commands. Single-stack
 * projects (one toolchain) hold at most a third.
 */
function generalShare(facts: ProjectFacts): { share: number; singleStack: boolean } {
  const ctx = createContext({ form: generateForm(facts, ["Claude"]), language: "en" });
  const names = [
    ...facts.tooling.map((tool) => tool.name),
    ...facts.libraries.map((library) => library.name),
    ...[...projectTools(facts).values()].flatMap((tools) => [...tools]),
    ...facts.commands.map((command) => `\`${command.command}\``),
  ];
  const sections = buildSections(ctx, true);
  const rules = sections.flatMap((section) => section.rules.map((rule) => ({ section, rule })));
  const general = rules.filter(
    ({ section, rule }) =>
      GENERAL_SECTIONS.has(section.id) && !names.some((name) => rule.includes(name)),
  );
  return { share: general.length / rules.length, singleStack: toolchainsOf(ctx).length === 1 };
}

/** A file's text with a framework's live guidance (kept as written, in its own style) set aside. */
const ownText = (content: string, facts: ProjectFacts) =>
  (facts.guidance ?? []).reduce(
    (text, entry) => (entry.block ? text.replace(entry.block, "Kept as written.") : text),
    content,
  );

const describeUntruth = (untruth: Untruth) =>
  `${untruth.kind} ${untruth.file}:${untruth.line} ${untruth.detail}`;

describe("rules generated for the corpus hold for each repository", () => {
  const totals = { tool: 0, path: 0, command: 0, version: 0, empty: 0 };
  const shares: string[] = [];
  for (const fixture of corpus) {
    it(`${fixture.repository}`, async () => {
      const { facts, tree } = await factsOf(fixture);
      const found: string[] = [];
      for (const tools of TOOL_SETS) {
        for (const language of ["en", "de"] as const) {
          const rule = generateFor(facts, tools, language);
          // Versions too: every version our rules name is the project's, or set apart from it.
          const untruths = findUntruths(rule.files, facts, {
            tree,
            verifyMarks: VERIFY_MARKS,
            versions: true,
          });
          for (const untruth of untruths) totals[untruth.kind]++;
          // The user's kept lists, tables and code stay valid Markdown around ours.
          for (const file of rule.files.filter((f) => /\.mdc?$/.test(f.path)))
            found.push(
              ...lintMarkdown(ownText(file.content, facts), USERS_STYLE).map(
                (error) => `${file.path}:${error}`,
              ),
            );
          found.push(
            ...untruths.map((u) => `${tools.join("+")} ${language} ${describeUntruth(u)}`),
          );
        }
      }
      expect(found).toEqual([]);
      const { share, singleStack } = generalShare(facts);
      shares.push(`${fixture.slug} ${share.toFixed(2)}${singleStack ? " (single stack)" : ""}`);
      if (singleStack) expect(share).toBeLessThanOrEqual(1 / 3);
    });
  }

  it("reports the corpus's figures", () => {
    console.info(
      `corpus rules: ${corpus.length} repositories × ${TOOL_SETS.length} tool sets × 2 languages; ` +
        `contradicting tools ${totals.tool}, invented paths ${totals.path}, unmarked commands ${totals.command}, other versions ${totals.version}, empty files ${totals.empty}`,
    );
    console.info(`general share of always-on bullets: ${shares.join(", ")}`);
  });
});
