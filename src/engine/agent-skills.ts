import type { LiveGuidance } from "#contract/project-facts";
import type { FlutterSkillName } from "#contract/project-options";
import type { Language } from "#contract/wizard";
import { fillTemplate, joinList } from "./names";
import { codeSpan } from "./render/inline";
import type { FrameworkKnowledge, GenerationContext, Localized } from "./types";

/**
 * Flutter's agent skills (docs.flutter.dev/ai/agent-skills; github.com/flutter/skills): the
 * Flutter team's guidance for one task each, read by the agent when a task calls for it. Where they
 * are installed the rule says when to use them, and our Flutter rules a skill covers give way to
 * it (docs/product/mcp-servers.md "Live guidance"). A skills folder does not tell which tool put
 * it there, so the rule names `npx skills update` as the Flutter team's advice for skills
 * installed with `npx skills add`, not as a fact of the project.
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
const TOPICS: Localized<Record<FlutterSkillName, string>> = {
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
  },
};

const AND: Localized<string> = { en: "and", de: "und" };

const LEAD: Localized<string> = {
  en: "The Flutter team's agent skills in {path} cover one task each ({topics}): for such a task, read the skill and follow it. For skills installed with `npx skills add`, the Flutter team documents `npx skills update` to refresh them.",
  de: "Die Agent-Skills des Flutter-Teams in {path} decken je eine Aufgabe ab ({topics}): Lies bei einer solchen Aufgabe den Skill und folge ihm. Für mit `npx skills add` installierte Skills nennt das Flutter-Team `npx skills update` zum Aktualisieren.",
};

/** When to use the installed skills, named by what they are for. */
export function skillsLead(entry: LiveGuidance, language: Language): string {
  const topics = (entry.skills ?? []).map((skill) => TOPICS[language][skill]);
  return fillTemplate(LEAD[language], {
    path: codeSpan(`${entry.path}/`),
    topics: joinList(topics, AND[language]),
  });
}
