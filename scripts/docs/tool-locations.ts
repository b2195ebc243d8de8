/**
 * Writes `src/web/features/documentation/tool-locations.json`: where each target tool reads its
 * rules, taken from the engine's own target profiles (docs/product/documentation.md). The web app
 * may not import the engine, so the documentation renders this file; `tool-locations.test.ts`
 * fails when it and the engine disagree. Run: `npx tsx scripts/docs/tool-locations.ts`.
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { languages } from "#contract/languages";
import { aiModelIds } from "#contract/wizard-options";
import { targetProfiles } from "#engine/targets/index";

export const TOOL_LOCATIONS_FILE = "src/web/features/documentation/tool-locations.json";
/** Stands for the rule's name in a file path, as the result page would fill it in. */
const NAME = "<name>";
const FRAMEWORK = "<framework>";

/** One row per target, in the wizard's order, Custom last. */
export function toolLocations() {
  return aiModelIds.map((id) => {
    const target = targetProfiles[id];
    const file = target.file(NAME);
    const ruleFile = target.form === "rule-file";
    return {
      id,
      name: target.name,
      form: target.form,
      /** The rule file, or null where the text is pasted into the tool instead. */
      file: ruleFile ? file : null,
      /** The per-framework files, when the tool scopes rules to paths. */
      scoped: ruleFile && target.scoping ? target.scoping.file(FRAMEWORK) : null,
      /** A file that makes the tool load the rules (Aider's `.aider.conf.yml`). */
      config: target.configFile ? target.configFile(file).path : null,
      /** Where the text goes, in each language, as the result page says it. */
      destination: Object.fromEntries(
        languages.map((language) => [
          language,
          target.destination[language].replaceAll("{file}", file),
        ]),
      ) as Record<(typeof languages)[number], string>,
      limit: target.limit,
      /** The vendor's page documents the limit; otherwise it is our assumption (decision 033). */
      limitDocumented: target.limitDocumented === true,
      source: target.source,
      successor: target.legacy ? targetProfiles[target.legacy].name : null,
    };
  });
}

export function toolLocationsJson(): string {
  return `${JSON.stringify(toolLocations(), null, 2)}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  writeFileSync(TOOL_LOCATIONS_FILE, toolLocationsJson());
  console.log(`wrote ${TOOL_LOCATIONS_FILE}`);
}
