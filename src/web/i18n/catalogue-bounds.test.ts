import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { passwordChecks } from "#contract/auth";
import { languages } from "#contract/languages";
import { limits } from "#contract/limits";

/**
 * Catalogue texts never spell a bound (decision 094): a text that names a limit interpolates it
 * (`{{min}}`, `{{max}}` from a field issue, or the limit's own name, e.g. `{{passwordMax}}`), so
 * changing `limits.ts` changes every text. Two checks:
 * - a problem text (under `validation`, `fieldIssues` or `errors`) holds no number at all but the
 *   format examples below;
 * - no text anywhere holds a number that is a limit's value (100 and above, where a coincidence
 *   with an example such as '50 tokens' is unlikely).
 */
const formatExamples = new Set(["9.99", "9,99"]);
const problemSections = /(^|\.)(validation|fieldIssues|errors)\./;
const limitValues = new Set(
  Object.values(limits)
    .filter((value) => value >= 100)
    .flatMap((value) => [
      String(value),
      value.toLocaleString("en-US"),
      value.toLocaleString("de-DE"),
    ]),
);

const localesDir = join(import.meta.dirname, "locales");

function texts(language: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === "string") out.push([path, value]);
    else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    }
  };
  for (const file of readdirSync(join(localesDir, language)).filter((f) => f.endsWith(".json"))) {
    walk(JSON.parse(readFileSync(join(localesDir, language, file), "utf8")), "");
  }
  return out;
}

/** Numbers outside `{{…}}` interpolations. */
function numbersIn(text: string): string[] {
  return text.replace(/\{\{[^}]*\}\}/g, "").match(/(?<![\p{L}\d])\d+(?:[.,]\d+)*/gu) ?? [];
}

describe.each(languages)("the %s catalogue", (language) => {
  const all = texts(language);

  it("words every problem without a number of its own", () => {
    const spelled = all
      .filter(([path]) => problemSections.test(`${path}.`))
      .flatMap(([path, text]) =>
        numbersIn(text)
          .filter((number) => !formatExamples.has(number))
          .map((number) => `${path}: ${number}`),
      );
    expect(spelled).toEqual([]);
  });

  it("spells no limit's value anywhere", () => {
    const spelled = all.flatMap(([path, text]) =>
      numbersIn(text)
        .filter((number) => limitValues.has(number))
        .map((number) => `${path}: ${number}`),
    );
    expect(spelled).toEqual([]);
  });
});

describe("WEAK_PASSWORD's reasons", () => {
  it.each(languages)(
    "each check id the contract, the server and the form send has its %s text",
    (language) => {
      const errors = JSON.parse(
        readFileSync(join(localesDir, language, "errors.json"), "utf8"),
      ) as { fieldIssues: { password: Record<string, string> } };
      expect(Object.keys(errors.fieldIssues.password).sort()).toEqual(
        passwordChecks.map((check) => check.id).sort(),
      );
    },
  );
});
