/**
 * Wizard choices (docs/product/generator.md "The wizard") as plain constants, free of zod so the
 * browser bundle stays small.
 */
import { aiTools } from "./ai-tools";

export { languages, type Language } from "./languages";

/**
 * The wizard's steps in order; step N (as the wizard and the documentation number it) is index
 * N − 1 (docs/product/generator.md "The wizard").
 */
export const wizardSteps = [
  "promptType",
  "description",
  "aiModel",
  "applicationType",
  "frameworks",
  "behavior",
  "outputFormat",
] as const;
export type WizardStepId = (typeof wizardSteps)[number];

export const promptTypes = ["Rules", "NativePrompt"] as const;
export const applicationTypes = ["Frontend", "Backend", "Fullstack"] as const;
export const behaviorPreferences = ["Strict", "Creative", "Modular", "Documented"] as const;
export const outputFormats = ["Markdown", "JSON", "Both"] as const;

/** The targets the engine knows natively, in the wizard's order; any other model name is Custom. */
export const aiModelIds = aiTools.map((tool) => tool.id);
export { sharedAiModelIds, type AiModelId } from "./ai-tools";

export const frontendFrameworks = [
  "React",
  "Next.js",
  "React Router",
  "Vue",
  "Nuxt",
  "Angular",
  "Svelte",
  "SvelteKit",
  "Astro",
  "Fresh",
  "TailwindCSS",
  "Bootstrap",
  "TypeScript",
  "JavaScript",
  "Flutter",
  "React Native",
  "Android",
  "Swift",
  "Kotlin",
  "Electron",
] as const;
export const backendFrameworks = [
  "Node.js",
  "Deno",
  "Express",
  "Hono",
  "FastAPI",
  "Django",
  "Flask",
  "Ruby on Rails",
  "PHP",
  "Laravel",
  "Symfony",
  "NestJS",
  "Python",
  "Go",
  "Rust",
  // Phoenix before Elixir: in canonical order the framework's own commands win over the language's.
  "Phoenix",
  "Elixir",
  "Spring Boot",
  ".NET",
  "Vapor",
  "Kotlin",
  "TypeScript",
  "JavaScript",
] as const;
export const frameworkNames = [...new Set([...frontendFrameworks, ...backendFrameworks])] as [
  string,
  ...string[],
];

/**
 * The frameworks that make an application what it is — a project named by one of them is a
 * Next.js shop or a Laravel app, not a TypeScript or TailwindCSS project; summaries name them
 * first (docs/product/project-import.md).
 */
export const applicationFrameworks: ReadonlySet<string> = new Set([
  "Next.js",
  "React Router",
  "Nuxt",
  "Angular",
  "SvelteKit",
  "Astro",
  "Fresh",
  "Flutter",
  "React Native",
  "Android",
  "Electron",
  "Express",
  "Hono",
  "FastAPI",
  "Django",
  "Flask",
  "Ruby on Rails",
  "Laravel",
  "Symfony",
  "NestJS",
  "Phoenix",
  "Spring Boot",
  "Vapor",
]);

/**
 * Major versions the engine has version-specific rules for, newest first. A form without a
 * choice for a framework means "latest" (the first entry).
 */
export const frameworkVersionOptions = {
  React: ["19", "18"],
  "Next.js": ["16", "15", "14"],
  "React Router": ["8", "7"],
  Vue: ["3", "2"],
  Nuxt: ["4", "3"],
  Angular: ["22", "21", "20", "19", "18", "17", "16"],
  Svelte: ["5", "4"],
  SvelteKit: ["2", "1"],
  Astro: ["7", "6", "5", "4"],
  Fresh: ["2", "1"],
  TailwindCSS: ["4", "3"],
  Deno: ["2", "1"],
  Express: ["5", "4"],
  Django: ["6", "5", "4"],
  "Ruby on Rails": ["8", "7"],
  Laravel: ["13", "12", "11", "10"],
  Symfony: ["8", "7", "6"],
  Flutter: ["3"],
} as const satisfies Readonly<Record<string, readonly [string, ...string[]]>>;

export type PromptType = (typeof promptTypes)[number];
export type ApplicationType = (typeof applicationTypes)[number];
export type BehaviorPreference = (typeof behaviorPreferences)[number];
export type OutputFormat = (typeof outputFormats)[number];

export function frameworksFor(applicationType: ApplicationType): readonly string[] {
  if (applicationType === "Frontend") return frontendFrameworks;
  if (applicationType === "Backend") return backendFrameworks;
  return frameworkNames;
}

/**
 * A new form's defaults (docs/product/generator.md "The wizard"). Typed from the options here, so
 * this zod-free module needs nothing from `wizard.ts`; `wizard.ts` checks it is a `WizardForm`.
 */
export const defaultWizardForm: {
  promptType: PromptType;
  projectDescription: string;
  aiModel: string;
  applicationType: ApplicationType;
  frameworks: (typeof frameworkNames)[number][];
  behaviorPreference: BehaviorPreference;
  outputFormat: OutputFormat;
  additionalNotes: string;
} = {
  promptType: "Rules",
  projectDescription: "",
  aiModel: "ChatGPT",
  applicationType: "Frontend",
  frameworks: [],
  behaviorPreference: "Documented",
  outputFormat: "Markdown",
  additionalNotes: "",
};
