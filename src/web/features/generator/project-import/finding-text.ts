import type { TFunction } from "i18next";
import type { Finding } from "#engine/audit/index";

/**
 * A finding of the rule-file audit in the visitor's language (docs/product/rule-audit.md): its
 * code picks the texts, its params fill them — never the engine's English `why` and `fix`. The
 * params are the engine's, secrets already cut to their first characters.
 */

/** The engine's names of a secret's kind, and their keys in the catalogue. */
const SECRET_KINDS: Readonly<Record<string, string>> = {
  "AWS access key": "aws",
  "GitHub token": "github",
  "Stripe secret key": "stripe",
  "Anthropic API key": "anthropic",
  "OpenAI API key": "openai",
  "Slack token": "slack",
  "private key": "privateKey",
  "password or key": "password",
};

/** What an over-limit finding measured, as the engine names it. */
const MEASURED: Readonly<Record<string, string>> = {
  "AGENTS.md": "agents",
  "the AGENTS.md files from the root to here": "agentsChain",
  "a rule file": "ruleFile",
};

const AUDIT = "projectImport.audit";

/** A catalogue word for an engine word, or the engine's word when the catalogue has none. */
function word(
  t: TFunction,
  section: string,
  keys: Readonly<Record<string, string>>,
  value: unknown,
) {
  const text = String(value ?? "");
  const key = Object.hasOwn(keys, text) ? keys[text] : undefined;
  return key ? t(`${AUDIT}.${section}.${key}`) : text;
}

/** What two rule files choose between, where the engine's word is English, not a tool's name. */
const CHOICES: Readonly<Record<string, string>> = {
  tabs: "tabs",
  spaces: "spaces",
  "single quotes": "singleQuotes",
  "double quotes": "doubleQuotes",
};

const UNITS: Readonly<Record<string, string>> = { chars: "chars", lines: "lines", bytes: "bytes" };

export function findingText(finding: Finding, t: TFunction): { why: string; fix: string } {
  const { code, params } = finding;
  const key = `${AUDIT}.codes.${code}`;
  // `unit` would reach Intl.NumberFormat's options with `{{size, number}}`: the word is `measure`.
  const { unit, ...values }: Record<string, unknown> = { ...params };
  if (code === "secret") values.kind = word(t, "secretKinds", SECRET_KINDS, params.kind);
  if (code === "over-limit" || code === "too-long") {
    values.measure = word(t, "units", UNITS, unit);
    values.what = word(t, "what", MEASURED, params.what);
  }
  if (code === "conflicting-rules") {
    values.said = word(t, "choices", CHOICES, params.said);
    values.other = word(t, "choices", CHOICES, params.other);
  }
  let why: string;
  if (code === "missing-path" && Number(params.more) > 0) {
    why = t(`${key}.whyMore`, { ...values, count: Number(params.more) });
  } else if (code === "repeated-rule") {
    why = t(`${key}.why`, { ...values, count: Number(params.count) });
  } else {
    why = t(`${key}.why`, values);
  }
  return { why, fix: t(`${key}.fix`, values) };
}
