import type { AiModelId, ApplicationType, BehaviorPreference, Language } from "#contract/wizard";
import type { Limit, RuleDocument, RuleKind, TargetForm } from "../types";
import { frontmatterData } from "./frontmatter";

export const RULES_JSON_SCHEMA = "rulesmith.rules/v1";

/** The stable JSON shape of a generated rule (documented in src/engine/README.md). */
export interface RulesJsonV1 {
  schema: typeof RULES_JSON_SCHEMA;
  kind: RuleKind;
  language: Language;
  title: string;
  target: {
    id: AiModelId;
    name: string;
    form: TargetForm;
    file: string;
    destination: string;
  };
  limit: Limit;
  /** The values the tool reads from the frontmatter (Cursor's `globs` as the raw comma list). */
  frontmatter: Record<string, string | boolean | readonly string[]> | null;
  stack: {
    applicationType: ApplicationType;
    frameworks: string[];
    behavior: BehaviorPreference;
  };
  sections: Array<{
    id: string;
    heading: string | null;
    text: string[];
    rules: string[];
  }>;
}

function toRulesJson(doc: RuleDocument): RulesJsonV1 {
  return {
    schema: RULES_JSON_SCHEMA,
    kind: doc.kind,
    language: doc.language,
    title: doc.title,
    target: { ...doc.target },
    limit: { ...doc.limit },
    frontmatter: doc.frontmatter ? frontmatterData(doc.frontmatter) : null,
    stack: { ...doc.stack, frameworks: [...doc.stack.frameworks] },
    sections: doc.sections.map((section) => ({
      id: section.id,
      heading: section.heading,
      text:
        section.quote.length > 0 ? [...section.text, section.quote.join(" ")] : [...section.text],
      rules: [...section.rules],
    })),
  };
}

export function renderJson(doc: RuleDocument): string {
  return `${JSON.stringify(toRulesJson(doc), null, 2)}\n`;
}
