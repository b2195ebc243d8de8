import { describe, expect, it } from "vitest";
import {
  dartSkillNames,
  flutterSkillNames,
  type AgentSkillName,
  type FlutterSkillName,
  type SkillsKind,
} from "#contract/project-options";
import type { Language } from "#contract/wizard";
import { flutter } from "./frameworks/flutter";
import { generateRule } from "./index";
import { applyFacts } from "./project/index";
import { createProjectFacts } from "./project/testing/facts";
import { createForm } from "./testing/forms";

type Guidance = NonNullable<Parameters<typeof createProjectFacts>[0]>["guidance"];

/** A Flutter 3 app, imported, with the given skills installed. */
const ruleWith = (guidance: Guidance, language: Language, aiModel = "Claude") =>
  generateRule({
    form: {
      ...applyFacts(
        createForm({ frameworks: [] }),
        createProjectFacts({
          languages: [{ name: "Dart", source: "pubspec.yaml" }],
          frameworks: [{ name: "Flutter", version: "3.32.0", source: "pubspec.lock" }],
          ...(guidance ? { guidance } : {}),
        }),
      ),
      aiModel,
    },
    language,
  });
const skillsIn = (kind: SkillsKind, skills: readonly AgentSkillName[]) => ({
  kind,
  path: ".agents/skills",
  block: null,
  skills: [...skills],
});
/** The Flutter team's skills given installed in `.agents/skills/`. */
const rule = (skills: readonly FlutterSkillName[], language: Language, aiModel = "Claude") =>
  ruleWith(skills.length > 0 ? [skillsIn("flutter-skills", skills)] : undefined, language, aiModel);
const content = (result: ReturnType<typeof generateRule>) =>
  result.files.map((file) => file.content).join("\n");

const covers = flutter.skillCovers ?? [];
const ALL = flutterSkillNames;

describe.each(["en", "de"] as const)("Flutter's agent skills in a %s rule", (language) => {
  const own = [
    ...flutter.rules[language],
    ...(flutter.versionRules ?? []).flatMap((pack) => pack.rules[language]),
    flutter.testing[language],
  ];

  it("covers only rules we write, each as written", () => {
    expect(covers.length).toBeGreaterThan(0);
    for (const cover of covers) expect(own).toContain(cover.rule[language]);
  });

  it("with the skills installed: says when to use them and drops exactly the rules they cover", () => {
    const text = content(rule(ALL, language));
    expect(text).toContain("`.agents/skills/`");
    // Attributed: a skills folder does not prove the `skills` CLI put it there.
    expect(text).toContain(
      language === "en"
        ? "For skills installed with `npx skills add`, the Flutter team documents `npx skills update` to refresh them."
        : "Für mit `npx skills add` installierte Skills nennt das Flutter-Team `npx skills update` zum Aktualisieren.",
    );
    expect(text).toContain(language === "en" ? "widget tests" : "Widget-Tests");
    for (const cover of covers) {
      expect(text).not.toContain(cover.rule[language]);
      if (cover.rest) expect(text).toContain(cover.rest[language]);
    }
    const covered = new Set(covers.map((cover) => cover.rule[language]));
    for (const kept of own.filter((line) => !covered.has(line))) expect(text).toContain(kept);
  });

  it("keeps a rule whose skills are not all installed", () => {
    const text = content(rule(["flutter-add-widget-test"], language));
    expect(text).toContain(flutter.testing[language]);
    for (const cover of covers.filter((entry) => entry.rule !== flutter.testing)) {
      expect(text).toContain(cover.rule[language]);
    }
  });

  it("without them: our Flutter rules as ever, and no word of skills", () => {
    const text = content(rule([], language));
    for (const line of own) expect(text).toContain(line);
    expect(text).not.toContain("npx skills");
  });
});

describe("what the result tells of Flutter's skills", () => {
  it("names their folder, Flutter, and what was left out, in the tool's unit", () => {
    const entry = (saved: unknown) => [
      {
        kind: "flutter-skills",
        path: ".agents/skills",
        carried: false,
        frameworks: ["Flutter"],
        saved,
      },
    ];
    // Copilot counts characters; Claude Code lines, and each covered rule that keeps a rest
    // still takes its line.
    const chars = rule(ALL, "en", "Copilot").guidance;
    expect(chars).toEqual(entry(expect.any(Number)));
    expect(chars![0]!.saved).toBeGreaterThan(300);
    expect(rule(ALL, "en", "Claude").guidance).toEqual(entry(0));
    expect(rule(["flutter-add-widget-preview"], "en").guidance).toEqual([
      { kind: "flutter-skills", path: ".agents/skills", carried: false, frameworks: [], saved: 0 },
    ]);
    expect(rule([], "en").guidance).toBeUndefined();
  });
});

describe.each(["en", "de"] as const)("the Dart team's agent skills in a %s rule", (language) => {
  it("says when to use them, attributes the update, and leaves every Flutter rule of ours", () => {
    const text = content(
      ruleWith(
        [skillsIn("dart-skills", ["dart-add-unit-test", "dart-use-pattern-matching"])],
        language,
      ),
    );
    expect(text).toContain(
      language === "en"
        ? "The Dart team's agent skills in `.agents/skills/` cover one task each (unit tests with `package:test` and pattern matching)"
        : "Die Agent-Skills des Dart-Teams in `.agents/skills/` decken je eine Aufgabe ab (Unit-Tests mit `package:test` und Pattern Matching)",
    );
    expect(text).toContain(
      language === "en"
        ? "the Dart team documents `npx skills update`"
        : "nennt das Dart-Team `npx skills update`",
    );
    // None of them covers a rule of ours (frameworks/flutter.ts): nothing is left out.
    const own = [
      ...flutter.rules[language],
      ...(flutter.versionRules ?? []).flatMap((pack) => pack.rules[language]),
      flutter.testing[language],
    ];
    for (const line of own) expect(text).toContain(line);
  });
});

describe("both teams' skills", () => {
  it("get a lead each, and the result tells of each, the Dart team's saving nothing", () => {
    const result = ruleWith(
      [skillsIn("flutter-skills", flutterSkillNames), skillsIn("dart-skills", dartSkillNames)],
      "en",
      "Copilot",
    );
    const text = content(result);
    expect(text).toContain("The Flutter team's agent skills in `.agents/skills/`");
    expect(text).toContain("The Dart team's agent skills in `.agents/skills/`");
    expect(text).not.toContain(flutter.testing.en);
    expect(result.guidance).toEqual([
      expect.objectContaining({ kind: "flutter-skills", frameworks: ["Flutter"] }),
      { kind: "dart-skills", path: ".agents/skills", carried: false, frameworks: [], saved: 0 },
    ]);
  });
});
