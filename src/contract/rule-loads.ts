/**
 * When a tool loads a rule file, as the audit report carries it (`files[].loads`,
 * docs/product/rule-audit.md): always, for certain paths (`paths`), when the agent decides from its
 * description (`on-demand`), only when mentioned by hand (`manual`), or never (`ignored`, which a
 * finding already explains). A plain constant, free of zod, so the report's view stays small.
 */
export const loadModes = ["always", "paths", "on-demand", "manual", "ignored"] as const;
