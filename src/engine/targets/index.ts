import type { AiModelId } from "#contract/wizard";
import type { TargetProfile } from "../types";
import { abacus } from "./abacus";
import { antigravity } from "./antigravity";
import { boltNew } from "./bolt-new";
import { bubble } from "./bubble";
import { chatgpt } from "./chatgpt";
import { claude } from "./claude";
import { codex } from "./codex";
import { cursor } from "./cursor";
import { custom } from "./custom";
import { databutton } from "./databutton";
import { deepseek } from "./deepseek";
import { devin } from "./devin";
import { gemini } from "./gemini";
import { llama } from "./llama";
import { lovable } from "./lovable";
import { mistral } from "./mistral";
import { replit } from "./replit";
import { windsurf } from "./windsurf";
import { aider } from "./aider";
import { claudeProjects } from "./claude-projects";
import { cline } from "./cline";
import { copilot } from "./copilot";
import { geminiCli } from "./gemini-cli";
import { junie } from "./junie";
import { kiro } from "./kiro";
import { roo } from "./roo";
import { zed } from "./zed";
import { zooCode } from "./zoo-code";

/** Every model id in the contract has a profile (the type enforces it). */
export const targetProfiles: Readonly<Record<AiModelId, TargetProfile>> = {
  ChatGPT: chatgpt,
  Claude: claude,
  Gemini: gemini,
  Llama: llama,
  Mistral: mistral,
  DeepSeek: deepseek,
  Cursor: cursor,
  Windsurf: windsurf,
  Codex: codex,
  BoltNew: boltNew,
  Lovable: lovable,
  Replit: replit,
  Databutton: databutton,
  Bubble: bubble,
  Abacus: abacus,
  Copilot: copilot,
  GeminiCLI: geminiCli,
  ClaudeProjects: claudeProjects,
  Cline: cline,
  Roo: roo,
  Kiro: kiro,
  Junie: junie,
  Aider: aider,
  Zed: zed,
  Devin: devin,
  Antigravity: antigravity,
  ZooCode: zooCode,
  Custom: custom,
};
