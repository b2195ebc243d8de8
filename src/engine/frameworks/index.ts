import { backendFrameworks, frameworkNames, frontendFrameworks } from "#contract/wizard";
import { normalizeName } from "../names";
import type { FrameworkKnowledge } from "../types";
import { android } from "./android";
import { angular } from "./angular";
import { astro } from "./astro";
import { bootstrap } from "./bootstrap";
import { deno } from "./deno";
import { django } from "./django";
import { dotnet } from "./dotnet";
import { electron } from "./electron";
import { elixir } from "./elixir";
import { express } from "./express";
import { fastapi } from "./fastapi";
import { flask } from "./flask";
import { flutter } from "./flutter";
import { fresh } from "./fresh";
import { go } from "./go";
import { hono } from "./hono";
import { javascript } from "./javascript";
import { kotlin } from "./kotlin";
import { laravel } from "./laravel";
import { nestjs } from "./nestjs";
import { nextjs } from "./nextjs";
import { nodejs } from "./nodejs";
import { nuxt } from "./nuxt";
import { phoenix } from "./phoenix";
import { php } from "./php";
import { python } from "./python";
import { rails } from "./rails";
import { react } from "./react";
import { reactNative } from "./react-native";
import { reactRouter } from "./react-router";
import { rust } from "./rust";
import { springBoot } from "./spring-boot";
import { svelte } from "./svelte";
import { sveltekit } from "./sveltekit";
import { swift } from "./swift";
import { symfony } from "./symfony";
import { tailwindcss } from "./tailwindcss";
import { typescript } from "./typescript";
import { vapor } from "./vapor";
import { vue } from "./vue";

export type FrameworkName =
  (typeof frontendFrameworks)[number] | (typeof backendFrameworks)[number];

/** Every framework in the contract's lists has a knowledge module (the type enforces it). */
export const frameworkKnowledge: Readonly<Record<FrameworkName, FrameworkKnowledge>> = {
  React: react,
  "Next.js": nextjs,
  "React Router": reactRouter,
  Vue: vue,
  Nuxt: nuxt,
  Angular: angular,
  Svelte: svelte,
  SvelteKit: sveltekit,
  Astro: astro,
  Fresh: fresh,
  TailwindCSS: tailwindcss,
  Bootstrap: bootstrap,
  TypeScript: typescript,
  JavaScript: javascript,
  Flutter: flutter,
  "React Native": reactNative,
  Android: android,
  Swift: swift,
  Kotlin: kotlin,
  Electron: electron,
  "Node.js": nodejs,
  Deno: deno,
  Express: express,
  Hono: hono,
  FastAPI: fastapi,
  Django: django,
  Flask: flask,
  "Ruby on Rails": rails,
  PHP: php,
  Laravel: laravel,
  Symfony: symfony,
  NestJS: nestjs,
  Python: python,
  Go: go,
  Rust: rust,
  Phoenix: phoenix,
  Elixir: elixir,
  "Spring Boot": springBoot,
  ".NET": dotnet,
  Vapor: vapor,
};

/** Canonical order: the contract's order (frontend list, then backend list). */
const ordered: readonly FrameworkKnowledge[] = frameworkNames.flatMap((name) => {
  const knowledge = (frameworkKnowledge as Readonly<Record<string, FrameworkKnowledge>>)[name];
  return knowledge ? [knowledge] : [];
});

const byName = new Map<string, FrameworkKnowledge>();
for (const knowledge of ordered) {
  for (const name of [knowledge.name, knowledge.id, ...knowledge.aliases]) {
    byName.set(normalizeName(name), knowledge);
  }
}

export interface ResolvedFrameworks {
  /** Known frameworks, de-duplicated, in canonical order. */
  readonly known: readonly FrameworkKnowledge[];
  /** Names the engine has no knowledge of, de-duplicated, in the visitor's order. */
  readonly unknown: readonly string[];
}

/** Matches names case-insensitively, with aliases ("next" → Next.js, "rails" → Ruby on Rails). */
export function resolveFrameworks(names: readonly string[]): ResolvedFrameworks {
  const known = new Set<FrameworkKnowledge>();
  const unknown = new Map<string, string>();
  for (const name of names) {
    const key = normalizeName(name);
    if (!key) continue;
    const knowledge = byName.get(key);
    if (knowledge) known.add(knowledge);
    else if (!unknown.has(key)) unknown.set(key, name);
  }
  return { known: ordered.filter((k) => known.has(k)), unknown: [...unknown.values()] };
}
