import { aiTool } from "#contract/ai-tools";
import type { TargetProfile } from "../types";
import { AGENTS_MD_LIMIT, agentsFile, agentWorkflowHints } from "./shared";

export const abacus: TargetProfile = {
  ...aiTool("Abacus"),
  aliases: ["abacus", "abacus ai", "abacusai", "chatllm", "deepagent"],
  form: "rule-file",
  // Abacus.AI's agent loads AGENTS.md (agents.md).
  sharedCore: "native",
  source: "https://agents.md/",
  file: agentsFile,
  // Abacus AI's agent loads AGENTS.md; no cap is published, so the AGENTS.md convention's 32 KiB applies.
  limit: AGENTS_MD_LIMIT,
  destination: {
    en: "Save it as {file} in the project root; the Abacus.AI agent loads it for every request.",
    de: "Speichere den Text als {file} im Projektverzeichnis; der Abacus.AI-Agent lädt ihn bei jeder Anfrage.",
  },
  hints: agentWorkflowHints,
};
