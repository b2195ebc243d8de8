/**
 * Rulesmith's rule-generation engine: pure functions from the wizard's form to a rule file or
 * native prompt. No I/O, no environment, no clock. See README.md in this folder.
 */
export { generateRule, ruleLimit } from "./generate-rule";
export { resolveTarget } from "./targets/resolve-target";
export {
  MAX_REVEALED_SHARE,
  previewRule,
  protectedCopy,
  PROTECTED_PLACEHOLDER,
  type RulePreview,
} from "./preview";
export { slugify, downloadFileName } from "./slug";
export { measure } from "./browser/measure";
export { measureTools } from "./tools";
export { RULES_JSON_SCHEMA, type RulesJsonV1 } from "./render/json";
export type {
  GeneratedFile,
  GeneratedRule,
  GenerationInput,
  Limit,
  LimitUnit,
  RuleFormat,
  RuleLimit,
  ToolView,
} from "./types";
