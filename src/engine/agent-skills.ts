import type { LiveGuidance } from "#contract/project-facts";
import type { AgentSkillName, SkillsKind } from "#contract/project-options";
import type { Language } from "#contract/wizard";
import { fillTemplate, joinList } from "./names";
import { codeSpan } from "./render/inline";
import type { FrameworkKnowledge, GenerationContext, Localized } from "./types";

/**
 * The Flutter and Dart teams' agent skills (docs.flutter.dev/ai/agent-skills; github.com/flutter/
 * skills, github.com/dart-lang/skills): a team's guidance for one task each, read by the agent
 * when a task calls for it. Where they are installed the rule says when to use them, and our
 * rules a skill covers give way to it (docs/product/mcp-servers.md "Live guidance"). A skills
 * folder does not tell which tool put it there, so the rule names `npx skills update` as the
 * team's advice for skills installed with `npx skills add` (both teams' READMEs give it), not as a
 * fact of the project.
 */

/** The skills installed in the project. */
export function installedSkills(guidance: readonly LiveGuidance[]): ReadonlySet<string> {
  return new Set(guidance.flatMap((entry) => entry.skills ?? []));
}

/** A framework's rules (or its testing line) as written, less what installed skills cover. */
export function withoutSkillCovered(
  framework: FrameworkKnowledge,
  texts: readonly string[],
  ctx: GenerationContext,
): string[] {
  const covers = framework.skillCovers;
  if (covers === undefined || ctx.guidance.length === 0) return [...texts];
  const installed = installedSkills(ctx.guidance);
  return texts.flatMap((text) => {
    const cover = covers.find(
      (entry) =>
        entry.rule[ctx.language] === text && entry.skills.every((skill) => installed.has(skill)),
    );
    if (cover === undefined) return [text];
    return cover.rest === undefined ? [] : [cover.rest[ctx.language]];
  });
}

/** What each skill is for, as the lead lists it. */
const TOPICS: Localized<Record<AgentSkillName, string>> = {
  en: {
    "flutter-add-integration-test": "integration tests",
    "flutter-add-widget-preview": "widget previews",
    "flutter-add-widget-test": "widget tests",
    "flutter-apply-architecture-best-practices": "the app's layered architecture",
    "flutter-build-responsive-layout": "responsive layouts",
    "flutter-fix-layout-issues": "layout errors such as overflows",
    "flutter-implement-json-serialization": "JSON models",
    "flutter-setup-declarative-routing": "routing with `go_router`",
    "flutter-setup-localization": "localization",
    "flutter-use-http-package": "HTTP calls",
    "dart-add-unit-test": "unit tests with `package:test`",
    "dart-build-cli-app": "command-line apps",
    "dart-collect-coverage": "test coverage",
    "dart-fix-runtime-errors": "runtime errors",
    "dart-fix-static-analysis-errors": "fixing analysis errors",
    "dart-generate-test-mocks": "mocks with `mockito`",
    "dart-migrate-to-checks-package": "moving tests to `package:checks`",
    "dart-resolve-package-conflicts": "package version conflicts",
    "dart-run-static-analysis": "static analysis with `dart analyze`",
    "dart-setup-ffi-assets": "native code built as assets",
    "dart-understand-api-shape": "a package's public API",
    "dart-use-doc-examples": "code examples in doc comments",
    "dart-use-ffigen": "FFI bindings with `ffigen`",
    "dart-use-path-package": "file paths with `package:path`",
    "dart-use-pattern-matching": "pattern matching",
    "dart-write-documentation": "doc comments",
  },
  de: {
    "flutter-add-integration-test": "Integrationstests",
    "flutter-add-widget-preview": "Widget-Vorschauen",
    "flutter-add-widget-test": "Widget-Tests",
    "flutter-apply-architecture-best-practices": "die Schichtenarchitektur der App",
    "flutter-build-responsive-layout": "responsive Layouts",
    "flutter-fix-layout-issues": "Layoutfehler wie Überläufe",
    "flutter-implement-json-serialization": "JSON-Modelle",
    "flutter-setup-declarative-routing": "Routing mit `go_router`",
    "flutter-setup-localization": "Lokalisierung",
    "flutter-use-http-package": "HTTP-Aufrufe",
    "dart-add-unit-test": "Unit-Tests mit `package:test`",
    "dart-build-cli-app": "Kommandozeilen-Apps",
    "dart-collect-coverage": "Testabdeckung",
    "dart-fix-runtime-errors": "Laufzeitfehler",
    "dart-fix-static-analysis-errors": "das Beheben von Analysefehlern",
    "dart-generate-test-mocks": "Mocks mit `mockito`",
    "dart-migrate-to-checks-package": "die Umstellung von Tests auf `package:checks`",
    "dart-resolve-package-conflicts": "Versionskonflikte zwischen Paketen",
    "dart-run-static-analysis": "die statische Analyse mit `dart analyze`",
    "dart-setup-ffi-assets": "als Assets gebauten nativen Code",
    "dart-understand-api-shape": "die öffentliche API eines Pakets",
    "dart-use-doc-examples": "Codebeispiele in Doc-Kommentaren",
    "dart-use-ffigen": "FFI-Bindings mit `ffigen`",
    "dart-use-path-package": "Dateipfade mit `package:path`",
    "dart-use-pattern-matching": "Pattern Matching",
    "dart-write-documentation": "Doc-Kommentare",
  },
};

const AND: Localized<string> = { en: "and", de: "und" };

/** The team whose skills a kind is. */
const TEAM: Record<SkillsKind, string> = { "flutter-skills": "Flutter", "dart-skills": "Dart" };

const LEAD: Localized<string> = {
  en: "The {team} team's agent skills in {path} cover one task each ({topics}): for such a task, read the skill and follow it. For skills installed with `npx skills add`, the {team} team documents `npx skills update` to refresh them.",
  de: "Die Agent-Skills des {team}-Teams in {path} decken je eine Aufgabe ab ({topics}): Lies bei einer solchen Aufgabe den Skill und folge ihm. Für mit `npx skills add` installierte Skills nennt das {team}-Team `npx skills update` zum Aktualisieren.",
};

/** When to use the installed skills of `kind`'s team, named by what they are for. */
export function skillsLead(kind: SkillsKind, entry: LiveGuidance, language: Language): string {
  const topics = (entry.skills ?? []).map((skill) => TOPICS[language][skill]);
  return fillTemplate(LEAD[language], {
    team: TEAM[kind],
    path: codeSpan(`${entry.path}/`),
    topics: joinList(topics, AND[language]),
  });
}
