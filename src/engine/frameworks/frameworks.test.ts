import {
  backendFrameworks,
  frameworkNames,
  frameworkVersionOptions,
  frontendFrameworks,
  languages,
} from "#contract/wizard";
import { normalizeName } from "../names";
import { toolchains } from "../toolchains";
import { describe, expect, it } from "vitest";
import { frameworkKnowledge, resolveFrameworks } from "./index";

const all = Object.values(frameworkKnowledge);
/** Transliterations that mark machine-literal German (ue for ü, …). */
const TRANSLITERATED =
  /\b\w*(fuer|ueber|koenn|muess|waehr|aender|pruef|moeglich|groess|schlies|gehoer|fuehr)\w*\b/i;

describe("framework knowledge", () => {
  it("covers every framework in the contract's lists", () => {
    for (const name of [...frontendFrameworks, ...backendFrameworks]) {
      expect(frameworkKnowledge[name].name).toBe(name);
    }
    expect(all).toHaveLength(frameworkNames.length);
  });

  it.each(all.map((k) => [k.name, k] as const))("%s has 4–8 crisp rules per language", (_, k) => {
    for (const language of languages) {
      // A rule written per tool (`toolRules`) counts once, as its default text.
      const rules = [
        ...(k.toolRules ?? []).map((rule) => rule.fallback[language]),
        ...k.rules[language],
      ];
      expect(rules.length).toBeGreaterThanOrEqual(4);
      expect(rules.length).toBeLessThanOrEqual(8);
      for (const rule of rules) {
        expect(rule).toMatch(/^[\p{Lu}`"'„]/u);
        expect(rule).toMatch(/[.!]$/);
        expect(rule.length).toBeLessThan(300);
      }
      expect(new Set(rules).size).toBe(rules.length);
      expect(
        k.testing[language].startsWith(`${k.name === "Ruby on Rails" ? "Rails" : k.name}:`),
      ).toBe(true);
    }
    expect(k.rules.de.length).toBe(k.rules.en.length);
  });

  it("has German that is translated, not transliterated", () => {
    for (const k of all) {
      k.rules.de.forEach((rule, i) => {
        expect(rule).not.toBe(k.rules.en[i]);
        expect(rule).not.toMatch(TRANSLITERATED);
      });
    }
    const german = all.flatMap((k) => k.rules.de).join(" ");
    expect(german).toMatch(/[äöüß]/);
  });

  it("has unique ids and no rule shared between frameworks", () => {
    expect(new Set(all.map((k) => k.id)).size).toBe(all.length);
    const rules = all.flatMap((k) => k.rules.en);
    expect(new Set(rules).size).toBe(rules.length);
  });

  it("names a known toolchain, translated layout and version rules", () => {
    for (const k of all) {
      expect(toolchains[k.toolchain], k.name).toBeDefined();
      if (k.layout) expect(k.layout.de, k.name).not.toBe(k.layout.en);
      for (const pack of k.versionRules ?? []) {
        expect(pack.rules.de.length, k.name).toBe(pack.rules.en.length);
      }
    }
  });

  it("writes version rules like rules: crisp, translated, with a sensible range", () => {
    for (const k of all) {
      for (const pack of k.versionRules ?? []) {
        expect(pack.rules.en.length, k.name).toBeGreaterThan(0);
        if (pack.until !== undefined) expect(pack.until, k.name).toBeGreaterThan(pack.since);
        pack.rules.de.forEach((rule, i) => {
          expect(rule, k.name).not.toBe(pack.rules.en[i]);
          expect(rule, k.name).not.toMatch(TRANSLITERATED);
        });
        for (const rule of [...pack.rules.en, ...pack.rules.de]) {
          expect(rule, k.name).toMatch(/^[\p{Lu}`"'„]/u);
          expect(rule, k.name).toMatch(/[.!]$/);
          expect(rule.length, rule).toBeLessThan(300);
        }
      }
    }
    const versioned = all.flatMap((k) => (k.versionRules ?? []).flatMap((pack) => pack.rules.en));
    expect(new Set(versioned).size).toBe(versioned.length);
  });

  it("offers majors newest first, each a whole number", () => {
    for (const [name, versions] of Object.entries(frameworkVersionOptions)) {
      const majors = versions.map(Number);
      expect(
        majors.every((major) => Number.isInteger(major)),
        name,
      ).toBe(true);
      expect(
        [...majors].sort((a, b) => b - a),
        name,
      ).toEqual(majors);
    }
  });

  it("gives every name, id and alias to one framework only", () => {
    const owners = new Map<string, string>();
    for (const k of all) {
      for (const name of new Set([k.name, k.id, ...k.aliases].map(normalizeName))) {
        expect(owners.get(name), `${name}: ${k.name} and ${owners.get(name)}`).toBeUndefined();
        owners.set(name, k.name);
      }
    }
  });

  it("has version rules for every framework whose version the wizard offers", () => {
    for (const [name, versions] of Object.entries(frameworkVersionOptions)) {
      const k = frameworkKnowledge[name as keyof typeof frameworkKnowledge];
      const latest = Number(versions[0]);
      expect(
        k.versionRules?.some((pack) => pack.since <= latest),
        name,
      ).toBe(true);
    }
  });

  it("keeps globs free of braces, which Cursor would split on commas", () => {
    for (const k of all) for (const glob of k.globs) expect(glob).not.toMatch(/[{},]/);
  });
});

describe("resolveFrameworks", () => {
  it("matches case-insensitively and with aliases, in canonical order, without duplicates", () => {
    const { known, unknown } = resolveFrameworks(["typescript", "next", "React", "rails", "react"]);
    expect(known.map((k) => k.name)).toEqual(["React", "Next.js", "TypeScript", "Ruby on Rails"]);
    expect(unknown).toEqual([]);
  });

  it("resolves the full-stack frameworks and Remix by their usual names", () => {
    const { known, unknown } = resolveFrameworks([
      "remix",
      "react-router-framework",
      "sveltekit",
      "nuxtjs",
      "astro",
      "hono",
    ]);
    expect(known.map((k) => k.name)).toEqual([
      "React Router",
      "Nuxt",
      "SvelteKit",
      "Astro",
      "Hono",
    ]);
    expect(unknown).toEqual([]);
  });

  it("resolves the Deno, Elixir, PHP, Swift and Android cards by their usual names", () => {
    const { known, unknown } = resolveFrameworks([
      "deno2",
      "deno fresh",
      "symfony/framework-bundle",
      "elixir-lang",
      "LiveView",
      "swift vapor",
      "Jetpack Compose",
      "android",
      "ktor",
    ]);
    expect(known.map((k) => k.name)).toEqual([
      "Fresh",
      "Android",
      "Kotlin",
      "Deno",
      "Symfony",
      "Phoenix",
      "Elixir",
      "Vapor",
    ]);
    expect(unknown).toEqual([]);
  });

  it("keeps Android's rules on the Android card and Kotlin's language rules on Kotlin", () => {
    const { known } = resolveFrameworks(["Kotlin", "Android"]);
    const [android, kotlin] = known;
    expect(android?.rules.en.join(" ")).toContain("collectAsStateWithLifecycle");
    expect(kotlin?.rules.en.join(" ")).not.toMatch(/Compose|ViewModel|Hilt/);
    expect(kotlin?.testing.en).not.toContain("createComposeRule");
  });

  it("keeps names it does not know, once", () => {
    const { known, unknown } = resolveFrameworks(["Qwik", "qwik", "Vue", ""]);
    expect(known.map((k) => k.name)).toEqual(["Vue"]);
    expect(unknown).toEqual(["Qwik"]);
  });
});
