import type { LibraryName } from "#contract/project-options";
import { projectToolsFor } from "../concerns";
import { stringsFor } from "../i18n";
import { joinList } from "../names";
import { codeSpan } from "../render/inline";
import type { FrameworkKnowledge, GenerationContext, Localized, Section } from "../types";
import { frameworkTesting } from "./frameworks";
import { createSection, TRIM } from "./section";

const rule: Localized<string> = {
  en: "Add or update tests in the same change (a failing test first for every bug fix), through public interfaces and without real network, clock or randomness.",
  de: "Ergänze oder aktualisiere Tests in derselben Änderung (bei jedem Bugfix zuerst ein fehlschlagender Test), über öffentliche Schnittstellen und ohne echtes Netzwerk, echte Uhr oder Zufall.",
};

/** The same rule where the project's own test command is known: run with it, nothing else. */
const ruleWithCommand: Localized<(command: string) => string> = {
  en: (command) =>
    `Add or update tests in the same change and run them with ${codeSpan(command)} (a failing test first for every bug fix), through public interfaces and without real network, clock or randomness.`,
  de: (command) =>
    `Ergänze oder aktualisiere Tests in derselben Änderung und führe sie mit ${codeSpan(command)} aus (bei jedem Bugfix zuerst ein fehlschlagender Test), über öffentliche Schnittstellen und ohne echtes Netzwerk, echte Uhr oder Zufall.`,
};

/** Test runners an import can find; the project's own win over a framework's usual advice. */
const TEST_LIBRARIES = new Set<LibraryName>([
  "Vitest",
  "Jest",
  "Playwright",
  "Cypress",
  "Testing Library",
  "pytest",
  "RSpec",
  "Minitest",
  "PHPUnit",
  "Pest",
  "xUnit",
  "NUnit",
  "MSTest",
  "Ginkgo",
]);

const projectRunners: Localized<(runners: string) => string> = {
  en: (runners) =>
    `Write tests with the project's own test tools (${runners}); don't add another runner or assertion library.`,
  de: (runners) =>
    `Schreibe Tests mit den Testwerkzeugen des Projekts (${runners}); füge keinen weiteren Test-Runner und keine weitere Assertion-Bibliothek hinzu.`,
};

/**
 * The general testing rule, the project's own test tools when an import found them, then the test
 * tooling of the frameworks this file holds (a framework with a file of its own has it there).
 */
export function buildTestingSection(
  ctx: GenerationContext,
  frameworks: readonly FrameworkKnowledge[],
): Section {
  const t = stringsFor(ctx.language);
  const perFramework = frameworks.flatMap((framework) => frameworkTesting(framework, ctx));
  const libraries = (ctx.project?.libraries ?? [])
    .filter((library) => TEST_LIBRARIES.has(library.name))
    .map((library) => library.name);
  // A runner shown only by the project's test command (Django's `manage.py test`) counts too.
  const runners = [
    ...new Set([
      ...libraries,
      ...(ctx.project ? projectToolsFor(ctx.project, "test-runner", ctx.language) : []),
    ]),
  ];
  const testCommand = ctx.project ? ctx.projectCommands.test : undefined;
  return createSection(
    "testing",
    t.headings.testing,
    {
      rules: [
        testCommand ? ruleWithCommand[ctx.language](testCommand) : rule[ctx.language],
        ...(runners.length > 0 ? [projectRunners[ctx.language](joinList(runners, t.and))] : []),
        ...perFramework,
      ],
    },
    TRIM.testing,
  );
}
