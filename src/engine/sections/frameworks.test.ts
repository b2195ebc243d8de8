import type { Language, WizardForm } from "#contract/wizard";
import { describe, expect, it } from "vitest";
import { createContext } from "../context";
import { frameworkKnowledge } from "../frameworks/index";
import { createForm } from "../testing/forms";
import { appliesToMajor, frameworkRules } from "./frameworks";

type Name = keyof typeof frameworkKnowledge;

/** The rules one framework gets for a form with that framework at the given version. */
function rulesFor(name: Name, version?: string, language: Language = "en"): string {
  const form: Partial<WizardForm> = {
    frameworks: [name],
    ...(version === undefined ? {} : { frameworkVersions: { [name]: version } }),
  };
  const ctx = createContext({ form: createForm(form), language });
  return frameworkRules(frameworkKnowledge[name], ctx).join("\n");
}

describe("appliesToMajor", () => {
  it("holds from `since` on and stops before `until`", () => {
    const pack = { since: 2, until: 5, rules: { en: [], de: [] } };
    expect([1, 2, 4, 5, 6].map((major) => appliesToMajor(pack, major))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
    expect(appliesToMajor({ since: 15, rules: { en: [], de: [] } }, Infinity)).toBe(true);
    expect(appliesToMajor(pack, Infinity)).toBe(false);
  });
});

describe("frameworkRules with version ranges", () => {
  it("gives Vue 2 no `<script setup>` rule, and Vue 3 or latest no Vue 2 rule", () => {
    const vue2 = rulesFor("Vue", "2.7.16");
    expect(vue2).not.toContain("<script setup");
    expect(vue2).not.toContain("defineProps");
    expect(vue2).toContain("this.$set");
    for (const version of ["3", undefined]) {
      const vue3 = rulesFor("Vue", version);
      expect(vue3).toContain('<script setup lang="ts">');
      expect(vue3).not.toContain("this.$set");
      expect(vue3).not.toContain("Vue 2");
    }
  });

  it("tells Angular 16 to use structural directives and Angular 17 the control flow", () => {
    const v16 = rulesFor("Angular", "16");
    expect(v16).toContain("*ngIf");
    expect(v16).toContain("standalone: true");
    expect(v16).not.toContain("`@if`, `@for` with `track`");
    expect(v16).not.toContain("zoneless");

    const v17 = rulesFor("Angular", "17");
    expect(v17).toContain("`@if`, `@for` with `track`");
    expect(v17).not.toContain("Angular 16 and older");
    expect(v17).toContain("ChangeDetectionStrategy.OnPush");

    const latest = rulesFor("Angular");
    expect(latest).toContain("OnPush by default");
    expect(latest).toContain("don't write `standalone: true`");
    expect(latest).not.toContain("Set `changeDetection: ChangeDetectionStrategy.OnPush`");
    expect(latest).not.toContain("Before Angular 19");
  });

  it("permits Rails 7 parameters with require/permit and Rails 8 with params.expect", () => {
    const rails7 = rulesFor("Ruby on Rails", "7.2");
    expect(rails7).toContain("params.require(:user).permit");
    expect(rails7).not.toContain("Rails 8:");
    const rails8 = rulesFor("Ruby on Rails", "8");
    expect(rails8).toContain("params.expect(user:");
    expect(rails8).not.toContain("params.require(:user)");
    expect(rulesFor("Ruby on Rails")).toBe(rails8);
  });

  it("wraps async handlers in Express 4 and not in Express 5", () => {
    const express4 = rulesFor("Express", "4.21.2");
    expect(express4).toContain("Express 4:");
    expect(express4).not.toContain("Express 5:");
    const express5 = rulesFor("Express", "5");
    expect(express5).toContain("`/*splat`");
    expect(express5).not.toContain("Express 4:");
  });

  it("maps Remix 2 (major 2) to its own rules, not React Router 7's", () => {
    const remix = rulesFor("React Router", "2.15.0");
    expect(remix).toContain("Remix 2");
    expect(remix).not.toContain("React Router 7+");
    expect(rulesFor("React Router")).toContain("React Router 8");
  });

  it("keeps older majors out of rules written for the newest one", () => {
    expect(rulesFor("TailwindCSS", "3")).not.toContain("CSS-first");
    expect(rulesFor("TailwindCSS", "3")).toContain("tailwind.config.js");
    expect(rulesFor("Svelte", "4")).not.toContain("$state");
    expect(rulesFor("Nuxt", "2")).not.toContain("useFetch` or `useAsyncData");
    expect(rulesFor("Astro", "4")).not.toContain("content.config.ts");
    expect(rulesFor("Next.js", "14")).not.toContain("are async");
  });

  it("gives Fresh 1 `$fresh/server.ts` and `ctx.render(data)`, and Fresh 2 or latest the Vite app", () => {
    const fresh1 = rulesFor("Fresh", "1.7.3");
    expect(fresh1).toContain("`$fresh/server.ts`");
    expect(fresh1).not.toContain("Fresh 2:");
    const fresh2 = rulesFor("Fresh", "2");
    expect(fresh2).toContain("`@fresh/plugin-vite`");
    expect(fresh2).toContain("`new HttpError(404)`");
    expect(fresh2).not.toContain("Fresh 1:");
    expect(rulesFor("Fresh")).toBe(fresh2);
  });

  it("writes Symfony 6 attributes, 7's `Routing\\Attribute` import and 8's invokable commands", () => {
    const symfony6 = rulesFor("Symfony", "6.4");
    expect(symfony6).toContain("Symfony 6:");
    expect(symfony6).not.toContain("Symfony 7+:");
    expect(symfony6).not.toContain("`#[AsCommand]`");
    const symfony7 = rulesFor("Symfony", "7.4");
    expect(symfony7).toContain("`Symfony\\Component\\Routing\\Attribute\\Route`");
    expect(symfony7).not.toContain("Symfony 8");
    const latest = rulesFor("Symfony");
    expect(latest).toContain("Symfony 8 needs PHP 8.4");
    expect(latest).toContain("Symfony 7+:");
    expect(latest).not.toContain("Symfony 6:");
  });

  it("tells Deno 2 that `Deno.run` is gone and Deno 1 to write the Deno 2 way", () => {
    expect(rulesFor("Deno")).toContain("`Deno.run` is gone");
    expect(rulesFor("Deno", "1.46")).toContain("Deno 1:");
    expect(rulesFor("Deno", "1.46")).not.toContain("Deno 2:");
  });

  it("writes German rules for a German form", () => {
    expect(rulesFor("Vue", "2", "de")).toContain("ohne Support");
  });
});
