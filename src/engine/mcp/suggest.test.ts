import { describe, expect, it } from "vitest";
import { defaultWizardForm, type WizardForm } from "#contract/wizard";
import { mcpServerSchema } from "#contract/mcp";
import { createProjectFacts } from "../project/testing/facts";
import { knownMcpServers, suggestMcpServers } from "./suggest";

const facts = createProjectFacts;

const form = (patch: Partial<WizardForm>): WizardForm => ({ ...defaultWizardForm, ...patch });
const names = (input: WizardForm) => suggestMcpServers(input).map((entry) => entry.server.name);

describe("suggestMcpServers", () => {
  it("every known server is a valid server of the contract, with an https source", () => {
    for (const { server, source } of knownMcpServers) {
      expect(mcpServerSchema.parse(server)).toEqual(server);
      expect(source).toMatch(/^https:\/\//);
    }
  });

  it("suggests from the project's facts, with the fact and version as the reason", () => {
    const project = facts({
      frameworks: [
        { name: "Laravel", version: "12.4.1", source: "composer.lock" },
        { name: "Next.js", version: "16.2.0", source: "package-lock.json" },
      ],
      libraries: [
        { name: "Laravel Boost", version: "1.8.0", source: "composer.lock" },
        { name: "Stripe", version: null, source: "package.json" },
      ],
    });
    const suggestions = suggestMcpServers(form({ project }));
    expect(suggestions.map((entry) => entry.server.name)).toEqual([
      "laravel-boost",
      "next-devtools",
      "stripe",
    ]);
    expect(suggestions[1]!.reason).toEqual({ name: "Next.js", version: "16.2.0" });
  });

  it("holds each framework to the version that ships its server", () => {
    const at = (name: string, version: string | null) =>
      names(form({ project: facts({ frameworks: [{ name, version, source: "package.json" }] }) }));
    expect(at("Next.js", "^15.3.0")).toEqual([]);
    expect(at("Next.js", "^16.0.1")).toEqual(["next-devtools"]);
    expect(at("Angular", "20.0.5")).toEqual([]);
    expect(at("Angular", "~20.1.0")).toEqual(["angular-cli"]);
    expect(at("Svelte", "4.2.19")).toEqual([]);
    expect(at("Next.js", null)).toEqual([]);
  });

  it("without an import, reads the chosen frameworks and versions (none chosen: the newest)", () => {
    expect(names(form({ frameworks: ["Next.js"] }))).toEqual(["next-devtools"]);
    expect(
      names(form({ frameworks: ["Next.js"], frameworkVersions: { "Next.js": "15" } })),
    ).toEqual([]);
    expect(names(form({ frameworks: ["React"] }))).toEqual([]);
  });

  it("an import decides: a chosen framework the facts don't have suggests nothing", () => {
    expect(names(form({ frameworks: ["Next.js"], project: facts({}) }))).toEqual([]);
  });
});
