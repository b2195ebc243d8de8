import type { AiModelId, Language, WizardForm } from "#contract/wizard";
import { describe, expect, it } from "vitest";
import { generateRule, measure, measureTools, type GeneratedRule } from "./index";
import { createForm } from "./testing/forms";
import { frontmatterOf } from "./testing/parse";

/**
 * What each target must get, pinned per form: the result's shape (target, format, limit, files
 * with their roles, frontmatter, sections and headings, packs) and a few key rules, each the
 * leading rule of a framework, of the project's pack or of the tool's own section. Sizes are
 * checked against the limit rather than pinned and only a few rules are named, so most rewording
 * passes; a lost rule, file, section or frontmatter key fails. Every target at least once, both
 * kinds, all formats, both languages (docs/product/generator.md; decisions 031, 033, 090, 091).
 */
interface Expected {
  target: AiModelId;
  title: string;
  format: GeneratedRule["format"];
  /** `<value> <unit>` */
  limit: string;
  trimmed: boolean;
  /** Section ids in order, space-separated. */
  sections: string;
  /** The first file's `##` headings, ` | `-separated (absent for a JSON-only result). */
  headings?: string;
  /** Each file as `<path> <role>[ <kind>]`, in order. */
  files: string[];
  /** Each file's frontmatter as the tool reads it; files not listed have none. */
  frontmatter?: Record<string, Record<string, unknown>>;
  /** Pack ids, space-separated (decision 090). */
  packs: string;
  /** Must stand in the result (Markdown, or the JSON document's rules). */
  rules: string[];
}

type Case = [name: string, form: Partial<WizardForm>, language: Language, expected: Expected];

const cases: Case[] = [
  [
    "cursor rules, React + TypeScript, strict, markdown",
    { behaviorPreference: "Strict" },
    "en",
    {
      target: "Cursor",
      title: "React + TypeScript frontend rules for Cursor",
      format: "markdown",
      limit: "500 lines",
      trimmed: false,
      sections:
        "commands project project-rules behavior framework:react framework:typescript application testing security style uncertainty target",
      headings:
        "Commands & layout | Project context | Project rules | Working style: strict | Frontend application | Testing | Security | Code style | When you are unsure | Working in Cursor",
      files: [
        ".cursor/rules/react-typescript-frontend.mdc core",
        ".cursor/rules/react.mdc scoped",
        ".cursor/rules/typescript.mdc scoped",
      ],
      frontmatter: {
        ".cursor/rules/react-typescript-frontend.mdc": {
          description: "React + TypeScript frontend rules for Cursor",
          alwaysApply: true,
        },
        ".cursor/rules/react.mdc": {
          description: "React rules for matching files",
          globs: "**/*.tsx,**/*.jsx",
          alwaysApply: false,
        },
        ".cursor/rules/typescript.mdc": {
          description: "TypeScript rules for matching files",
          globs: "**/*.ts,**/*.tsx",
          alwaysApply: false,
        },
      },
      packs: "booking",
      rules: [
        "Prevent double bookings in the database (unique or",
        "React 19: handle form submissions with Actions (`<form",
        "Keep `strict` mode on and never use `any`; use `unknown`",
        "Use the files, symbols and docs the user @-mentions as",
      ],
    },
  ],
  [
    "cursor rules in German",
    { behaviorPreference: "Strict" },
    "de",
    {
      target: "Cursor",
      title: "React + TypeScript: Frontend-Regeln für Cursor",
      format: "markdown",
      limit: "500 lines",
      trimmed: false,
      sections:
        "commands project project-rules behavior framework:react framework:typescript application testing security style uncertainty target",
      headings:
        "Befehle & Struktur | Projektkontext | Projektregeln | Arbeitsweise: strikt | Frontend-Anwendung | Tests | Sicherheit | Codestil | Wenn du unsicher bist | Arbeiten mit Cursor",
      files: [
        ".cursor/rules/react-typescript-frontend.mdc core",
        ".cursor/rules/react.mdc scoped",
        ".cursor/rules/typescript.mdc scoped",
      ],
      frontmatter: {
        ".cursor/rules/react-typescript-frontend.mdc": {
          description: "React + TypeScript: Frontend-Regeln für Cursor",
          alwaysApply: true,
        },
        ".cursor/rules/react.mdc": {
          description: "React-Regeln für passende Dateien",
          globs: "**/*.tsx,**/*.jsx",
          alwaysApply: false,
        },
        ".cursor/rules/typescript.mdc": {
          description: "TypeScript-Regeln für passende Dateien",
          globs: "**/*.ts,**/*.tsx",
          alwaysApply: false,
        },
      },
      packs: "booking",
      rules: [
        "Verhindere Doppelbuchungen in der Datenbank (Unique- oder",
        "React 19: Verarbeite Formulare mit Actions (`<form",
        "Lass den `strict`-Modus an und verwende nie `any`; nimm",
        "Nutze die per @ erwähnten Dateien, Symbole und Dokus als",
      ],
    },
  ],
  [
    "claude rules, Django backend, documented",
    { aiModel: "Claude", applicationType: "Backend", frameworks: ["Django"] },
    "en",
    {
      target: "Claude",
      title: "Django backend rules for Claude",
      format: "markdown",
      limit: "200 lines",
      trimmed: false,
      sections:
        "commands project project-rules behavior framework:django application testing security style uncertainty target",
      headings:
        "Commands & layout | Project context | Project rules | Working style: documented | Backend service | Testing | Security | Code style | When you are unsure | Working in Claude",
      files: ["CLAUDE.md core", ".claude/rules/django.md scoped"],
      frontmatter: { ".claude/rules/django.md": { paths: ["**/*.py", "**/templates/**"] } },
      packs: "booking",
      rules: [
        "Prevent double bookings in the database (unique or",
        "Start every project with a custom user model",
        "For tasks that touch several files, write a short plan",
      ],
    },
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
    {
      target: "Windsurf",
      title: "Next.js + TailwindCSS + Node.js + Express: Fullstack-Regeln für Windsurf",
      format: "both",
      limit: "12000 chars",
      trimmed: false,
      sections:
        "commands project project-rules behavior framework:nextjs framework:tailwindcss framework:nodejs framework:express application testing security style uncertainty target",
      headings:
        "Befehle & Struktur | Projektkontext | Projektregeln | Arbeitsweise: modular | Fullstack-Anwendung | Tests | Sicherheit | Codestil | Wenn du unsicher bist | Arbeiten mit Windsurf",
      files: [
        ".windsurf/rules/nextjs-tailwindcss-nodejs-fullstack.md core",
        ".windsurf/rules/nextjs.md scoped",
        ".windsurf/rules/tailwindcss.md scoped",
        ".windsurf/rules/nodejs.md scoped",
        ".windsurf/rules/express.md scoped",
        "nextjs-tailwindcss-nodejs-fullstack.rules.json json",
      ],
      frontmatter: {
        ".windsurf/rules/nextjs-tailwindcss-nodejs-fullstack.md": {
          trigger: "always_on",
          description: "Next.js + TailwindCSS + Node.js + Express: Fullstack-Regeln für Windsurf",
        },
        ".windsurf/rules/nextjs.md": {
          trigger: "glob",
          description: "Next.js-Regeln für passende Dateien",
          globs: "app/**,src/app/**,next.config.*",
        },
        ".windsurf/rules/tailwindcss.md": {
          trigger: "glob",
          description: "TailwindCSS-Regeln für passende Dateien",
          globs: "**/*.css,**/*.html,**/*.tsx,**/*.jsx,**/*.vue,**/*.svelte",
        },
        ".windsurf/rules/nodejs.md": {
          trigger: "glob",
          description: "Node.js-Regeln für passende Dateien",
          globs: "**/*.js,**/*.ts,package.json",
        },
        ".windsurf/rules/express.md": {
          trigger: "glob",
          description: "Express-Regeln für passende Dateien",
          globs: "**/routes/**,**/middleware/**",
        },
      },
      packs: "booking",
      rules: [
        "Verhindere Doppelbuchungen in der Datenbank (Unique- oder",
        "Next.js 15+: `params`, `searchParams`, `cookies()` und",
        "Tailwind v4: Konfiguriere CSS-first – `@import",
        "Blockiere nie die Event Loop: Nutze außerhalb des",
        "Express 5: Ein abgelehntes Promise aus einem async-Handler",
        "Prüfe vor dem Start vorhandene Cascade-Memories und andere",
      ],
    },
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
    {
      target: "Codex",
      title: "PHP + Laravel backend rules for Codex",
      format: "json",
      limit: "32768 bytes",
      trimmed: false,
      sections:
        "commands project project-rules behavior framework:php framework:laravel application testing security style uncertainty target",
      files: ["php-laravel-backend.rules.json json"],
      packs: "booking",
      rules: [
        "Prevent double bookings in the database (unique or",
        "Start every file with `declare(strict_types=1);` and type",
        "Laravel 11+: configure middleware, exceptions and routing",
        "Follow any nested AGENTS.md closer to the files you change",
      ],
    },
  ],
  [
    "chatgpt system prompt via alias, Vue + Bootstrap, creative",
    { aiModel: "gpt4", frameworks: ["Vue", "Bootstrap"], behaviorPreference: "Creative" },
    "de",
    {
      target: "ChatGPT",
      title: "Vue + Bootstrap: Frontend-Regeln für ChatGPT",
      format: "markdown",
      limit: "8000 chars",
      trimmed: false,
      sections:
        "role project project-rules behavior framework:vue framework:bootstrap application testing security style uncertainty target",
      headings:
        "Projektkontext | Projektregeln | Arbeitsweise: kreativ | Vue | Bootstrap | Frontend-Anwendung | Tests | Sicherheit | Codestil | Wenn du unsicher bist | So antwortest du",
      files: ["vue-bootstrap-frontend.md core"],
      packs: "booking",
      rules: [
        "Verhindere Doppelbuchungen in der Datenbank (Unique- oder",
        "Vue 3: Schreibe neue Komponenten mit der Composition API in",
        "Greif zu den Utilities und Komponenten von Bootstrap, bevor",
        "Liefere vollständige, lauffähige Codeblöcke mit Dateipfad;",
      ],
    },
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
    {
      target: "Claude",
      title: "React + Ruby on Rails fullstack prompt for Claude",
      format: "markdown",
      limit: "12000 chars",
      trimmed: false,
      sections:
        "role commands project project-rules behavior framework:react framework:rails application testing security style uncertainty target first-reply",
      headings:
        "Commands & layout | Project context | Project rules | Working style: documented | React | Ruby on Rails | Full-stack application | Testing | Security | Code style | When you are unsure | Working in Claude | Your first reply",
      files: ["react-ruby-on-rails-fullstack.prompt.md core"],
      packs: "booking",
      rules: [
        "Prevent double bookings in the database (unique or",
        "React 19: handle form submissions with Actions (`<form",
        "Rails 8: permit parameters with `params.expect(user:",
        "For tasks that touch several files, write a short plan",
      ],
    },
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
    {
      target: "Gemini",
      title: "Flask: Backend-Prompt für Gemini",
      format: "both",
      limit: "12000 chars",
      trimmed: false,
      sections:
        "role project project-rules behavior framework:flask application testing security style uncertainty target first-reply",
      headings:
        "Projektkontext | Projektregeln | Arbeitsweise: kreativ | Flask | Backend-Dienst | Tests | Sicherheit | Codestil | Wenn du unsicher bist | So antwortest du | Deine erste Antwort",
      files: ["flask-backend.prompt.md core", "flask-backend.prompt.json json"],
      packs: "booking",
      rules: [
        "Verhindere Doppelbuchungen in der Datenbank (Unique- oder",
        "Nutze die Application Factory (`create_app`) und",
        "Liefere vollständige, lauffähige Codeblöcke mit Dateipfad;",
      ],
    },
  ],
  [
    "bolt project prompt, Svelte + Tailwind, modular",
    { aiModel: "bolt", frameworks: ["Svelte", "TailwindCSS"], behaviorPreference: "Modular" },
    "en",
    {
      target: "BoltNew",
      title: "Svelte + TailwindCSS frontend rules for Bolt.new",
      format: "markdown",
      limit: "8000 chars",
      trimmed: false,
      sections:
        "commands project project-rules behavior framework:svelte framework:tailwindcss application testing security style uncertainty target",
      headings:
        "Commands & layout | Project context | Project rules | Working style: modular | Svelte | TailwindCSS | Frontend application | Testing | Security | Code style | When you are unsure | Working in Bolt.new",
      files: [".bolt/prompt core"],
      packs: "booking",
      rules: [
        "Prevent double bookings in the database (unique or",
        "Svelte 5: use runes — `$state` for state, `$derived` for",
        'Tailwind v4: configure CSS-first — `@import "tailwindcss"`',
        "The app runs in a WebContainer (Node.js in the browser):",
      ],
    },
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
    {
      target: "Lovable",
      title: "React + TailwindCSS + TypeScript: Fullstack-Regeln für Lovable",
      format: "json",
      limit: "10000 chars",
      trimmed: true,
      sections:
        "role project project-rules behavior framework:react framework:tailwindcss framework:typescript application testing security style uncertainty target",
      files: ["react-tailwindcss-typescript-fullstack.rules.json json"],
      packs: "booking",
      rules: [
        "Verhindere Doppelbuchungen in der Datenbank (Unique- oder",
        "React 19: Verarbeite Formulare mit Actions (`<form",
        "Tailwind v4: Konfiguriere CSS-first – `@import",
        "Lass den `strict`-Modus an und verwende nie `any`; nimm",
        "Baue die Oberfläche mit dem Stack, den Lovable erzeugt",
      ],
    },
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
    {
      target: "Replit",
      title: "JavaScript + Node.js + Express: Backend-Regeln für Replit",
      format: "markdown",
      limit: "8000 chars",
      trimmed: false,
      sections:
        "commands project project-rules behavior framework:javascript framework:nodejs framework:express application testing security style uncertainty target",
      headings:
        "Befehle & Struktur | Projektkontext | Projektregeln | Arbeitsweise: strikt | JavaScript | Node.js | Express | Backend-Dienst | Tests | Sicherheit | Codestil | Wenn du unsicher bist | Arbeiten mit Replit",
      files: ["replit.md core"],
      packs: "booking",
      rules: [
        "Verhindere Doppelbuchungen in der Datenbank (Unique- oder",
        "Schreibe moderne ES-Module: `const` und `let` (nie `var`),",
        "Blockiere nie die Event Loop: Nutze außerhalb des",
        "Express 5: Ein abgelehntes Promise aus einem async-Handler",
        "Binde Webserver an 0.0.0.0 und lies den Port aus der",
      ],
    },
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
    {
      target: "Custom",
      title: "Flutter frontend rules for MyBot",
      format: "markdown",
      limit: "32768 bytes",
      trimmed: false,
      sections:
        "commands project project-rules behavior framework:flutter application testing security style uncertainty target",
      headings:
        "Commands & layout | Project context | Project rules | Working style: creative | Flutter | Frontend application | Testing | Security | Code style | When you are unsure | Working in MyBot",
      files: ["AGENTS.md core"],
      packs: "booking",
      rules: [
        "Target Android and iOS.",
        "Dart 3: model closed state with `sealed` classes and",
        "Read the files you change and their tests first, and make",
      ],
    },
  ],
  [
    "databutton, React + FastAPI",
    { aiModel: "Databutton", applicationType: "Fullstack", frameworks: ["React", "FastAPI"] },
    "en",
    {
      target: "Databutton",
      title: "React + FastAPI fullstack rules for Databutton",
      format: "markdown",
      limit: "6000 chars",
      trimmed: true,
      sections:
        "role project project-rules behavior framework:react framework:fastapi application testing security style uncertainty target",
      headings:
        "Project context | Project rules | Working style: documented | React | FastAPI | Full-stack application | Testing | Security | Code style | When you are unsure | Working in Databutton",
      files: ["react-fastapi-fullstack.md core"],
      packs: "booking",
      rules: [
        "Prevent double bookings in the database (unique or",
        "React 19: handle form submissions with Actions (`<form",
        "Set up and tear down clients and pools in a `lifespan`",
        "Databutton apps pair a React UI with Python FastAPI",
      ],
    },
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
    {
      target: "Bubble",
      title: "Angular: Frontend-Prompt für Bubble",
      format: "markdown",
      limit: "5000 chars",
      trimmed: true,
      sections:
        "role project project-rules behavior framework:angular application testing security style uncertainty target first-reply",
      headings:
        "Projektkontext | Projektregeln | Arbeitsweise: strikt | Angular | Frontend-Anwendung | Tests | Sicherheit | Codestil | Wenn du unsicher bist | Arbeiten mit Bubble | Deine erste Antwort",
      files: ["angular-frontend.prompt.md core"],
      packs: "booking",
      rules: [
        "Verhindere Doppelbuchungen in der Datenbank (Unique- oder",
        "Angular 19+: Komponenten, Direktiven und Pipes sind",
        "Beschreibe Änderungen in Bubble-Begriffen – Seiten,",
      ],
    },
  ],
  [
    "abacus, Electron + TypeScript",
    { aiModel: "Abacus", frameworks: ["Electron", "TypeScript"] },
    "en",
    {
      target: "Abacus",
      title: "TypeScript + Electron frontend rules for Abacus.AI",
      format: "markdown",
      limit: "32768 bytes",
      trimmed: false,
      sections:
        "commands project project-rules behavior framework:typescript framework:electron application testing security style uncertainty target",
      headings:
        "Commands & layout | Project context | Project rules | Working style: documented | TypeScript | Electron | Frontend application | Testing | Security | Code style | When you are unsure | Working in Abacus.AI",
      files: ["AGENTS.md core"],
      packs: "booking",
      rules: [
        "Prevent double bookings in the database (unique or",
        "Keep `strict` mode on and never use `any`; use `unknown`",
        "Keep `contextIsolation: true`, `nodeIntegration: false` and",
        "Read the files you change and their tests first, and make",
      ],
    },
  ],
  [
    "llama system prompt, Node.js backend, markdown",
    { aiModel: "Llama", applicationType: "Backend", frameworks: ["Node.js", "TypeScript"] },
    "en",
    {
      target: "Llama",
      title: "TypeScript + Node.js backend rules for Llama",
      format: "markdown",
      limit: "6000 chars",
      trimmed: false,
      sections:
        "role project project-rules behavior framework:typescript framework:nodejs application testing security style uncertainty target",
      headings:
        "Project context | Project rules | Working style: documented | TypeScript | Node.js | Backend service | Testing | Security | Code style | When you are unsure | How to answer",
      files: ["typescript-nodejs-backend.md core"],
      packs: "booking",
      rules: [
        "Prevent double bookings in the database (unique or",
        "Keep `strict` mode on and never use `any`; use `unknown`",
        "Never block the event loop: use asynchronous APIs",
        "Llama often runs with a small context window: ask only for",
      ],
    },
  ],
  [
    "mistral system prompt, Flask backend, German",
    { aiModel: "mistral", applicationType: "Backend", frameworks: ["Flask"] },
    "de",
    {
      target: "Mistral",
      title: "Flask: Backend-Regeln für Mistral",
      format: "markdown",
      limit: "8000 chars",
      trimmed: false,
      sections:
        "role project project-rules behavior framework:flask application testing security style uncertainty target",
      headings:
        "Projektkontext | Projektregeln | Arbeitsweise: dokumentiert | Flask | Backend-Dienst | Tests | Sicherheit | Codestil | Wenn du unsicher bist | So antwortest du",
      files: ["flask-backend.md core"],
      packs: "booking",
      rules: [
        "Verhindere Doppelbuchungen in der Datenbank (Unique- oder",
        "Nutze die Application Factory (`create_app`) und",
        "Liefere vollständige, lauffähige Codeblöcke mit Dateipfad;",
      ],
    },
  ],
  [
    "deepseek native prompt, Next.js",
    { aiModel: "DeepSeek", promptType: "NativePrompt", frameworks: ["Next.js"] },
    "en",
    {
      target: "DeepSeek",
      title: "Next.js frontend prompt for DeepSeek",
      format: "markdown",
      limit: "12000 chars",
      trimmed: false,
      sections:
        "role project project-rules behavior framework:nextjs application testing security style uncertainty target first-reply",
      headings:
        "Project context | Project rules | Working style: documented | Next.js | Frontend application | Testing | Security | Code style | When you are unsure | How to answer | Your first reply",
      files: ["nextjs-frontend.prompt.md core"],
      packs: "booking",
      rules: [
        "Prevent double bookings in the database (unique or",
        "Next.js 15+: `params`, `searchParams`, `cookies()` and",
        "Return complete, runnable code blocks labelled with their",
      ],
    },
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
    {
      target: "Copilot",
      title: "Go backend rules for GitHub Copilot",
      format: "markdown",
      limit: "12000 chars",
      trimmed: false,
      sections:
        "commands project project-rules behavior framework:go application testing security style uncertainty target",
      headings:
        "Commands & layout | Project context | Project rules | Working style: documented | Backend service | Testing | Security | Code style | When you are unsure | Working in GitHub Copilot",
      files: [
        ".github/copilot-instructions.md core",
        ".github/instructions/go.instructions.md scoped",
      ],
      frontmatter: { ".github/instructions/go.instructions.md": { applyTo: "**/*.go,go.mod" } },
      packs: "payments webhooks stripe",
      rules: [
        "Mark an order or subscription paid only from the provider's",
        'Handle every error: wrap with context (`fmt.Errorf("…: %w",',
        "Follow the matching file in `.github/instructions/` for the",
      ],
    },
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
    {
      target: "GeminiCLI",
      title: "FastAPI + Python: Backend-Regeln für Gemini CLI",
      format: "markdown",
      limit: "16000 chars",
      trimmed: false,
      sections:
        "commands project project-rules behavior framework:fastapi framework:python application testing security style uncertainty target",
      headings:
        "Befehle & Struktur | Projektkontext | Projektregeln | Arbeitsweise: dokumentiert | FastAPI | Python | Backend-Dienst | Tests | Sicherheit | Codestil | Wenn du unsicher bist | Arbeiten mit Gemini CLI",
      files: ["GEMINI.md core"],
      packs: "health",
      rules: [
        "Nutze uv.",
        "Richte Clients und Pools in einem `lifespan`-Kontextmanager",
        "Versieh jede Funktion mit Type Hints und lass den Typprüfer",
        "Beachte GEMINI.md-Dateien näher am geänderten Code; sie",
      ],
    },
  ],
  [
    "claude projects, React Native, offline",
    {
      aiModel: "Claude Projects",
      frameworks: ["React Native", "TypeScript"],
      projectDescription: "A field-service app that works offline and syncs later.",
    },
    "en",
    {
      target: "ClaudeProjects",
      title: "TypeScript + React Native frontend rules for Claude Projects",
      format: "markdown",
      limit: "8000 chars",
      trimmed: false,
      sections:
        "role project project-rules behavior framework:typescript framework:react-native application testing security style uncertainty target",
      headings:
        "Project context | Project rules | Working style: documented | TypeScript | React Native | Frontend application | Testing | Security | Code style | When you are unsure | How to answer",
      files: ["typescript-react-native-frontend.md core"],
      packs: "offline",
      rules: [
        "Never lose an offline edit: queue writes locally with",
        "Keep `strict` mode on and never use `any`; use `unknown`",
        "Render long lists with `FlatList`/`FlashList` and stable",
        "Return complete, runnable code blocks labelled with their",
      ],
    },
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
    {
      target: "Cline",
      title: "Next.js 15 + TypeScript + NestJS fullstack rules for Cline",
      format: "markdown",
      limit: "12000 chars",
      trimmed: false,
      sections:
        "commands project project-rules behavior framework:nextjs framework:typescript framework:nestjs application testing security style uncertainty target",
      headings:
        "Commands & layout | Project context | Project rules | Working style: documented | Full-stack application | Testing | Security | Code style | When you are unsure | Working in Cline",
      files: [
        ".clinerules/nextjs-typescript-nestjs-fullstack.md core",
        ".clinerules/nextjs.md scoped",
        ".clinerules/typescript.md scoped",
        ".clinerules/nestjs.md scoped",
      ],
      frontmatter: {
        ".clinerules/nextjs.md": { paths: ["app/**", "src/app/**", "next.config.*"] },
        ".clinerules/typescript.md": { paths: ["**/*.ts", "**/*.tsx"] },
        ".clinerules/nestjs.md": {
          paths: ["**/*.module.ts", "**/*.controller.ts", "**/*.service.ts"],
        },
      },
      packs: "multi-tenant",
      rules: [
        "Scope every query by the tenant id from the authenticated",
        "Next.js 15+: `params`, `searchParams`, `cookies()` and",
        "Keep `strict` mode on and never use `any`; use `unknown`",
        "Organise code in feature modules; controllers only map HTTP",
        "For changes across several files, plan in Plan mode and get",
      ],
    },
  ],
  [
    "roo, Rust backend",
    { aiModel: "Roo Code", applicationType: "Backend", frameworks: ["Rust"] },
    "en",
    {
      target: "Roo",
      title: "Rust backend rules for Roo Code",
      format: "markdown",
      limit: "12000 chars",
      trimmed: false,
      sections:
        "commands project project-rules behavior framework:rust application testing security style uncertainty target",
      headings:
        "Commands & layout | Project context | Project rules | Working style: documented | Rust | Backend service | Testing | Security | Code style | When you are unsure | Working in Roo Code",
      files: [".roo/rules/rust-backend.md core"],
      packs: "booking",
      rules: [
        "Prevent double bookings in the database (unique or",
        "No `unwrap()`/`expect()` outside tests and provably",
        "Use Architect mode for design questions and Code mode for",
      ],
    },
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
    {
      target: "Kiro",
      title: "Spring Boot: Backend-Regeln für Kiro",
      format: "both",
      limit: "5000 bytes",
      trimmed: false,
      sections:
        "commands project project-rules behavior framework:spring-boot application testing security style uncertainty target",
      headings:
        "Befehle & Struktur | Projektkontext | Projektregeln | Arbeitsweise: dokumentiert | Backend-Dienst | Tests | Sicherheit | Codestil | Wenn du unsicher bist | Arbeiten mit Kiro",
      files: [
        ".kiro/steering/spring-boot-backend.md core",
        ".kiro/steering/spring-boot.md scoped",
        "spring-boot-backend.rules.json json",
      ],
      frontmatter: {
        ".kiro/steering/spring-boot-backend.md": { inclusion: "always" },
        ".kiro/steering/spring-boot.md": {
          inclusion: "fileMatch",
          fileMatchPattern: ["**/*.java", "pom.xml", "build.gradle*"],
        },
      },
      packs: "booking",
      rules: [
        "Verhindere Doppelbuchungen in der Datenbank (Unique- oder",
        "Nutze Constructor Injection mit `final`-Feldern; kein",
        "Halte bei neuen Features `.kiro/specs/` (Anforderungen,",
      ],
    },
  ],
  [
    "junie, Kotlin",
    { aiModel: "Junie", frameworks: ["Kotlin"] },
    "en",
    {
      target: "Junie",
      title: "Kotlin frontend rules for Junie",
      format: "markdown",
      limit: "12000 chars",
      trimmed: false,
      sections:
        "commands project project-rules behavior framework:kotlin application testing security style uncertainty target",
      headings:
        "Commands & layout | Project context | Project rules | Working style: documented | Kotlin | Frontend application | Testing | Security | Code style | When you are unsure | Working in Junie",
      files: [".junie/AGENTS.md core"],
      packs: "booking",
      rules: [
        "Prevent double bookings in the database (unique or",
        "Prefer immutable `val`s and `data class`es; model closed",
        "Use the IDE's inspections and run configurations to check",
      ],
    },
  ],
  [
    "aider, Django, notes override",
    {
      aiModel: "Aider",
      applicationType: "Backend",
      frameworks: ["Django"],
      additionalNotes: "Never use raw SQL.",
    },
    "en",
    {
      target: "Aider",
      title: "Django backend rules for Aider",
      format: "markdown",
      limit: "12000 chars",
      trimmed: false,
      sections:
        "commands project project-rules behavior framework:django application testing security style uncertainty target",
      headings:
        "Commands & layout | Project context | Project rules | Working style: documented | Django | Backend service | Testing | Security | Code style | When you are unsure | Working in Aider",
      files: ["CONVENTIONS.md core", ".aider.conf.yml core config"],
      packs: "booking",
      rules: [
        "Never use raw SQL.",
        "Start every project with a custom user model",
        "Ask me to /add the files you need instead of guessing their",
      ],
    },
  ],
  [
    "zed, .NET",
    { aiModel: "Zed", applicationType: "Backend", frameworks: [".NET"] },
    "en",
    {
      target: "Zed",
      title: ".NET backend rules for Zed",
      format: "markdown",
      limit: "12000 chars",
      trimmed: false,
      sections:
        "commands project project-rules behavior framework:dotnet application testing security style uncertainty target",
      headings:
        "Commands & layout | Project context | Project rules | Working style: documented | .NET | Backend service | Testing | Security | Code style | When you are unsure | Working in Zed",
      files: [".rules core"],
      packs: "booking",
      rules: [
        "Prevent double bookings in the database (unique or",
        "Enable nullable reference types and treat warnings as",
        "Read the files you change and their tests first, and make",
      ],
    },
  ],
  [
    "swift, cursor",
    { frameworks: ["Swift"], projectDescription: "An accessible habit tracker." },
    "en",
    {
      target: "Cursor",
      title: "Swift frontend rules for Cursor",
      format: "markdown",
      limit: "500 lines",
      trimmed: false,
      sections:
        "commands project project-rules behavior framework:swift application testing security style uncertainty target",
      headings:
        "Commands & layout | Project context | Project rules | Working style: documented | Frontend application | Testing | Security | Code style | When you are unsure | Working in Cursor",
      files: [".cursor/rules/swift-frontend.mdc core", ".cursor/rules/swift.mdc scoped"],
      frontmatter: {
        ".cursor/rules/swift-frontend.mdc": {
          description: "Swift frontend rules for Cursor",
          alwaysApply: true,
        },
        ".cursor/rules/swift.mdc": {
          description: "Swift rules for matching files",
          globs: "**/*.swift,Package.swift",
          alwaysApply: false,
        },
      },
      packs: "accessibility",
      rules: [
        "Treat WCAG 2.2 AA as a requirement: every control reachable",
        "Build UI in SwiftUI with small views; keep state in",
        "Use the files, symbols and docs the user @-mentions as",
      ],
    },
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
    {
      target: "Windsurf",
      title: "Flutter + Laravel 11 fullstack rules for Windsurf",
      format: "markdown",
      limit: "12000 chars",
      trimmed: false,
      sections:
        "commands project project-rules behavior framework:flutter framework:laravel application testing security style uncertainty target",
      headings:
        "Commands & layout | Project context | Project rules | Working style: documented | Full-stack application | Testing | Security | Code style | When you are unsure | Working in Windsurf",
      files: [
        ".windsurf/rules/flutter-laravel-fullstack.md core",
        ".windsurf/rules/flutter.md scoped",
        ".windsurf/rules/laravel.md scoped",
      ],
      frontmatter: {
        ".windsurf/rules/flutter-laravel-fullstack.md": {
          trigger: "always_on",
          description: "Flutter + Laravel 11 fullstack rules for Windsurf",
        },
        ".windsurf/rules/flutter.md": {
          trigger: "glob",
          description: "Flutter rules for matching files",
          globs: "**/*.dart,pubspec.yaml",
        },
        ".windsurf/rules/laravel.md": {
          trigger: "glob",
          description: "Laravel rules for matching files",
          globs: "app/**/*.php,routes/**,database/migrations/**,resources/views/**",
        },
      },
      packs: "booking",
      rules: [
        "Prevent double bookings in the database (unique or",
        "Dart 3: model closed state with `sealed` classes and",
        "Laravel 11+: configure middleware, exceptions and routing",
        "Check existing Cascade memories and other rule files before",
      ],
    },
  ],
];

/** Every rule and text of the result, as the reader sees it (JSON documents parsed). */
function readableText(rule: GeneratedRule): string {
  return rule.files
    .map((file) => {
      if (file.role !== "json") return file.content;
      const doc = JSON.parse(file.content) as { sections: { text: string[]; rules: string[] }[] };
      return doc.sections.flatMap((section) => [...section.text, ...section.rules]).join("\n");
    })
    .join("\n");
}

describe.each(cases)("generateRule: %s", (_, overrides, language, expected) => {
  const rule = generateRule({ form: createForm(overrides), language });
  const unit = rule.limit.unit;

  it("targets the tool with its title, format, limit, sections and packs", () => {
    expect(rule.target.id).toBe(expected.target);
    expect(rule.title).toBe(expected.title);
    expect(rule.format).toBe(expected.format);
    expect(`${rule.limit.value} ${unit}`).toBe(expected.limit);
    expect(rule.trimmed).toBe(expected.trimmed);
    expect(rule.sections.join(" ")).toBe(expected.sections);
    expect(rule.packs.map((pack) => pack.id).join(" ")).toBe(expected.packs);
  });

  it("writes its files under the tool's paths, with the tool's frontmatter", () => {
    expect(rule.files.map((f) => [f.path, f.role, f.kind].filter(Boolean).join(" "))).toEqual(
      expected.files,
    );
    expect(rule.fileName).toBe(rule.files[0]!.path);
    for (const file of rule.files.filter((f) => f.role !== "json")) {
      expect(frontmatterOf(file.content), file.path).toEqual(
        expected.frontmatter?.[file.path] ?? null,
      );
    }
    const first = rule.files[0]!;
    if (expected.headings === undefined) expect(first.role).toBe("json");
    else {
      const headings = first.content.split("\n").filter((line) => line.startsWith("## "));
      expect(headings.map((line) => line.slice(3)).join(" | ")).toBe(expected.headings);
    }
  });

  it("counts every size in the tool's unit and stays within its limit", () => {
    expect(rule.size).toBe(measure(rule.content, unit));
    for (const file of rule.files) expect(file.size, file.path).toBe(measure(file.content, unit));
    const held = rule.files.filter(
      (f) => f.kind !== "config" && (f.role !== "json" || rule.format === "json"),
    );
    for (const file of held) expect(file.size, file.path).toBeLessThanOrEqual(rule.limit.value);
    // Trimming fills the budget rather than cutting deep (docs/product/generator.md).
    if (rule.trimmed) {
      expect(Math.max(...held.map((f) => f.size))).toBeGreaterThanOrEqual(rule.limit.value * 0.9);
    }
    for (const tool of rule.tools) expect(tool.size, tool.id).toBeLessThanOrEqual(tool.limit.value);
    // The server sends these sizes as they are unless a refiner changed the files.
    expect(measureTools(rule.tools, rule.files)).toEqual(rule.tools);
  });

  it("keeps the key rules for its stack, project and tool", () => {
    const text = readableText(rule);
    for (const key of expected.rules) expect(text, key).toContain(key);
  });
});
