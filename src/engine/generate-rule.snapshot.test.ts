import type { Language, WizardForm } from "#contract/wizard";
import { describe, expect, it } from "vitest";
import { generateRule } from "./index";
import { createForm } from "./testing/forms";

/** Every target at least once, both kinds, all formats, both languages. */
const matrix: Array<[string, Partial<WizardForm>, Language]> = [
  ["cursor rules, React + TypeScript, strict, markdown", { behaviorPreference: "Strict" }, "en"],
  ["cursor rules in German", { behaviorPreference: "Strict" }, "de"],
  [
    "claude rules, Django backend, documented",
    { aiModel: "Claude", applicationType: "Backend", frameworks: ["Django"] },
    "en",
  ],
  [
    "windsurf rules, full stack, modular, both formats, trimmed",
    {
      aiModel: "Windsurf",
      applicationType: "Fullstack",
      frameworks: ["Next.js", "TailwindCSS", "Node.js", "Express"],
      behaviorPreference: "Modular",
      outputFormat: "Both",
    },
    "de",
  ],
  [
    "codex rules, Laravel + PHP, json",
    {
      aiModel: "Codex",
      applicationType: "Backend",
      frameworks: ["Laravel", "PHP"],
      behaviorPreference: "Strict",
      outputFormat: "JSON",
    },
    "en",
  ],
  [
    "chatgpt system prompt via alias, Vue + Bootstrap, creative",
    { aiModel: "gpt4", frameworks: ["Vue", "Bootstrap"], behaviorPreference: "Creative" },
    "de",
  ],
  [
    "claude native prompt, Rails + React",
    {
      aiModel: "Claude",
      promptType: "NativePrompt",
      applicationType: "Fullstack",
      frameworks: ["React", "Ruby on Rails"],
    },
    "en",
  ],
  [
    "gemini native prompt, Flask, creative, both",
    {
      aiModel: "Gemini",
      promptType: "NativePrompt",
      applicationType: "Backend",
      frameworks: ["Flask"],
      behaviorPreference: "Creative",
      outputFormat: "Both",
    },
    "de",
  ],
  [
    "bolt project prompt, Svelte + Tailwind, modular",
    { aiModel: "bolt", frameworks: ["Svelte", "TailwindCSS"], behaviorPreference: "Modular" },
    "en",
  ],
  [
    "lovable knowledge, full stack, json",
    {
      aiModel: "Lovable",
      applicationType: "Fullstack",
      frameworks: ["React", "TypeScript", "TailwindCSS"],
      outputFormat: "JSON",
    },
    "de",
  ],
  [
    "replit.md, Express + Node.js + JavaScript, strict",
    {
      aiModel: "Replit",
      applicationType: "Backend",
      frameworks: ["Express", "Node.js", "JavaScript"],
      behaviorPreference: "Strict",
    },
    "de",
  ],
  [
    "custom model, Flutter, creative, with notes",
    {
      aiModel: "MyBot",
      frameworks: ["Flutter"],
      behaviorPreference: "Creative",
      additionalNotes: "Target Android and iOS.\n- Use Riverpod",
    },
    "en",
  ],
  [
    "databutton, React + FastAPI",
    { aiModel: "Databutton", applicationType: "Fullstack", frameworks: ["React", "FastAPI"] },
    "en",
  ],
  [
    "bubble native prompt, Angular, strict",
    {
      aiModel: "Bubble",
      promptType: "NativePrompt",
      frameworks: ["Angular"],
      behaviorPreference: "Strict",
    },
    "de",
  ],
  [
    "abacus, Electron + TypeScript",
    { aiModel: "Abacus", frameworks: ["Electron", "TypeScript"] },
    "en",
  ],
  [
    "llama system prompt, Node.js backend, markdown",
    { aiModel: "Llama", applicationType: "Backend", frameworks: ["Node.js", "TypeScript"] },
    "en",
  ],
  [
    "mistral system prompt, Flask backend, German",
    { aiModel: "mistral", applicationType: "Backend", frameworks: ["Flask"] },
    "de",
  ],
  [
    "deepseek native prompt, Next.js",
    { aiModel: "DeepSeek", promptType: "NativePrompt", frameworks: ["Next.js"] },
    "en",
  ],
  [
    "copilot instructions, Go backend, payments",
    {
      aiModel: "GitHub Copilot",
      applicationType: "Backend",
      frameworks: ["Go"],
      projectDescription: "A payments gateway that receives Stripe webhooks.",
    },
    "en",
  ],
  [
    "gemini cli, FastAPI + Python, German clinic app",
    {
      aiModel: "Gemini CLI",
      applicationType: "Backend",
      frameworks: ["FastAPI", "Python"],
      projectDescription: "Terminverwaltung für eine Arztpraxis mit Patientendaten.",
      additionalNotes: "Nutze uv.",
    },
    "de",
  ],
  [
    "claude projects, React Native, offline",
    {
      aiModel: "Claude Projects",
      frameworks: ["React Native", "TypeScript"],
      projectDescription: "A field-service app that works offline and syncs later.",
    },
    "en",
  ],
  [
    "cline, NestJS, multi-tenant, Next.js 15",
    {
      aiModel: "Cline",
      applicationType: "Fullstack",
      frameworks: ["Next.js", "NestJS", "TypeScript"],
      frameworkVersions: { "Next.js": "15" },
      projectDescription: "A multi-tenant SaaS for agencies.",
    },
    "en",
  ],
  [
    "roo, Rust backend",
    { aiModel: "Roo Code", applicationType: "Backend", frameworks: ["Rust"] },
    "en",
  ],
  [
    "kiro, Spring Boot, both",
    {
      aiModel: "Kiro",
      applicationType: "Backend",
      frameworks: ["Spring Boot"],
      outputFormat: "Both",
    },
    "de",
  ],
  ["junie, Kotlin", { aiModel: "Junie", frameworks: ["Kotlin"] }, "en"],
  [
    "aider, Django, notes override",
    {
      aiModel: "Aider",
      applicationType: "Backend",
      frameworks: ["Django"],
      additionalNotes: "Never use raw SQL.",
    },
    "en",
  ],
  ["zed, .NET", { aiModel: "Zed", applicationType: "Backend", frameworks: [".NET"] }, "en"],
  [
    "swift, cursor",
    { frameworks: ["Swift"], projectDescription: "An accessible habit tracker." },
    "en",
  ],
  [
    "laravel 11 windsurf, flutter",
    {
      aiModel: "Windsurf",
      applicationType: "Fullstack",
      frameworks: ["Flutter", "Laravel"],
      frameworkVersions: { Laravel: "11" },
    },
    "en",
  ],
];

describe("generateRule snapshots", () => {
  it.each(matrix)("%s", (_, overrides, language) => {
    expect(generateRule({ form: createForm(overrides), language })).toMatchSnapshot();
  });
});
