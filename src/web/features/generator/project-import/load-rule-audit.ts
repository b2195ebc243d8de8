/** The audit's chunk, loaded when a folder import's rule files are checked (never up front). */
export const loadRuleAudit = () => import("./audit-project");
