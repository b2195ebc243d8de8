import { describe, expect, it } from "vitest";
import { defaultWizardForm } from "#contract/wizard-options";
import type { RuleFileFix } from "#contract/project-facts";
import {
  applyFacts,
  keptRulesOf,
  plainVersion,
  recognisesAnything,
  withoutUnkeptRules,
} from "./apply-facts";
import { createProjectFacts } from "./testing/facts";

const facts = createProjectFacts;

describe("applyFacts", () => {
  it("prefills type, frameworks, versions and commands, and keeps the facts", () => {
    const imported = facts({
      frameworks: [
        { name: "Next.js", version: "15.2.3", source: "pnpm-lock.yaml" },
        { name: "TypeScript", version: "^5.7.0", source: "package.json" },
        { name: "Django", version: null, source: "pyproject.toml" },
      ],
      commands: [{ kind: "test", command: "make test", source: "Makefile" }],
    });
    const form = applyFacts(
      {
        ...defaultWizardForm,
        frameworks: ["Vue"],
        commands: { test: "npm test", lint: "make lint" },
      },
      imported,
    );
    expect(form.applicationType).toBe("Fullstack");
    expect(form.frameworks).toEqual(["Next.js", "TypeScript", "Django"]);
    expect(form.frameworkVersions).toEqual({ "Next.js": "15.2.3", TypeScript: "5.7.0" });
    expect(form.commands).toEqual({ test: "make test", lint: "make lint" });
    expect(form.project).toBe(imported);
  });

  it("makes a web framework with a server library full-stack, and leaves the rest alone", () => {
    const form = applyFacts(
      { ...defaultWizardForm, behaviorPreference: "Strict", frameworks: ["Vue"] },
      facts({
        frameworks: [{ name: "React", version: null, source: "package.json" }],
        libraries: [{ name: "Prisma", version: "6.1.0", source: "package.json" }],
      }),
    );
    expect(form.applicationType).toBe("Fullstack");
    expect(form.behaviorPreference).toBe("Strict");
    expect(form.frameworkVersions).toBeUndefined();
    expect(form.commands).toBeUndefined();

    const nothing = applyFacts({ ...defaultWizardForm, frameworks: ["Vue"] }, facts({}));
    expect(nothing.frameworks).toEqual(["Vue"]);
    expect(nothing.applicationType).toBe("Frontend");
  });

  it("reads plain versions, says whether anything was recognised, strips unkept rules", () => {
    expect(
      ["^15.1.0", "v1.10.0", ">=5.0,<6", "~> 8.0.1", "lts/iron", null].map(plainVersion),
    ).toEqual(["15.1.0", "1.10.0", "5.0", "8.0.1", undefined, undefined]);
    expect(recognisesAnything(facts({}))).toBe(false);
    const rules = facts({
      existingRules: [
        { path: "CLAUDE.md", tool: "Claude", rules: ["Mine"], keep: true },
        { path: "AGENTS.md", tool: "AGENTS.md", rules: ["Private"], keep: false },
      ],
    });
    expect(recognisesAnything(rules)).toBe(true);
    expect(withoutUnkeptRules(rules).existingRules.map((file) => file.rules)).toEqual([
      ["Mine"],
      [],
    ]);
  });

  it("keeps a file's rules with the audit's findings applied, or as written when the user says so", () => {
    const fix: RuleFileFix = { rules: ["Kept"], leftOut: [{ line: 3, code: "unknown-command" }] };
    const withFix = (asWritten: boolean) =>
      facts({
        existingRules: [
          {
            path: "CLAUDE.md",
            tool: "Claude",
            rules: ["Kept", "Run `yarn old`"],
            keep: true,
            fix: { ...fix, asWritten },
          },
        ],
      });
    expect(keptRulesOf(withFix(false))).toEqual(["Kept"]);
    expect(keptRulesOf(withFix(true))).toEqual(["Kept", "Run `yarn old`"]);
    // Only the rules kept travel, without the other version.
    expect(withoutUnkeptRules(withFix(false)).existingRules).toEqual([
      { path: "CLAUDE.md", tool: "Claude", rules: ["Kept"], keep: true },
    ]);
  });
});
