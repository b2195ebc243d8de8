import { describe, expect, it } from "vitest";
import type { McpServer } from "#contract/mcp";
import { wizardFormSchema } from "#contract/wizard";
import { createForm } from "../testing/forms";
import { refreshForm } from "./refresh-form";
import { createProjectFacts } from "./testing/facts";

const server = (name: string, command = "npx"): McpServer => ({
  name,
  transport: { type: "stdio", command, args: [] },
  env: [],
});

/** A rule saved from the wizard: choices a folder cannot tell. */
const saved = createForm({
  aiModel: "Cursor",
  aiModels: ["Cursor", "Claude"],
  applicationType: "Frontend",
  frameworks: ["React", "TypeScript"],
  behaviorPreference: "Strict",
  additionalNotes: "Ask in #ops before touching the alerts.",
  commands: { test: "npm test", lint: "make lint" },
  packs: { added: ["accessibility"], removed: [] },
  skills: true,
  mcpServers: [server("sentry")],
});

const facts = createProjectFacts({
  frameworks: [{ name: "Vue", version: "3.5.13", source: "package-lock.json" }],
  commands: [{ kind: "test", command: "npx vitest run", source: "package.json" }],
});

describe("refreshForm", () => {
  it("takes the project as it is now and keeps every choice the refresh leaves out", () => {
    const form = refreshForm(saved, { facts });
    expect(form).toMatchObject({
      aiModel: "Cursor",
      aiModels: ["Cursor", "Claude"],
      frameworks: ["Vue"],
      frameworkVersions: { Vue: "3.5.13" },
      behaviorPreference: "Strict",
      additionalNotes: "Ask in #ops before touching the alerts.",
      // The project's test command replaces the saved one; a kind it lacks keeps what was typed.
      commands: { test: "npx vitest run", lint: "make lint" },
      packs: { added: ["accessibility"], removed: [] },
      skills: true,
      mcpServers: [server("sentry")],
      project: facts,
    });
    expect(wizardFormSchema.safeParse(form).success).toBe(true);
  });

  it("replaces what it names: the tools, the description, the frameworks when none is read", () => {
    const form = refreshForm(saved, {
      facts: createProjectFacts(),
      aiModels: ["Claude"],
      projectDescription: "An internal dashboard.",
      frameworks: ["Svelte"],
    });
    expect(form.aiModel).toBe("Claude");
    expect(form).not.toHaveProperty("aiModels");
    expect(form.projectDescription).toBe("An internal dashboard.");
    expect(form.frameworks).toEqual(["Svelte"]);
  });

  it("adds the servers it names to the saved ones; a saved server of the same name stays", () => {
    const form = refreshForm(saved, {
      facts,
      mcpServers: [server("sentry", "other"), server("playwright")],
    });
    expect(form.mcpServers).toEqual([server("sentry"), server("playwright")]);
  });

  it("drops every server when asked, and leaves no empty list behind", () => {
    const form = refreshForm(saved, { facts, removeMcpServers: true });
    expect(form).not.toHaveProperty("mcpServers");
  });
});
