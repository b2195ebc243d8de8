import type { SampleRuleResponse } from "#contract/generator";

/** What the landing says about its sample: files by role and the fullest rule file. */
export function sampleRuleFacts(sample: Pick<SampleRuleResponse, "files" | "limit">) {
  const ruleFiles = sample.files.filter((file) => file.role !== "json");
  const scoped = ruleFiles.filter((file) => file.role === "scoped");
  const largest = Math.max(0, ...ruleFiles.map((file) => file.size));
  return {
    scopedCount: scoped.length,
    largest,
    share: Math.round((largest / sample.limit.value) * 100),
  };
}
