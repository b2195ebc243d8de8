import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SavedRule } from "#contract/rules";
import { renderWithProviders } from "@/testing/render";
import { SavedRuleFiles } from "./saved-rule-files";

afterEach(cleanup);

const file = (path: string, role: "core" | "scoped", kind?: "skill" | "mcp" | "loader") => ({
  path,
  content: "x\n",
  role,
  size: 1,
  ...(kind ? { kind } : {}),
});

const rule: SavedRule = {
  id: "8d7c1f3e-0a55-4c39-9a4e-1f0c8f8b2a11",
  name: "Salon rules",
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  form: {
    aiModel: "Claude",
    applicationType: "Frontend",
    frameworks: ["React"],
    behaviorPreference: "Documented",
    outputFormat: "Markdown",
    additionalNotes: null,
  },
  rule: {
    title: "Salon rules",
    content: "# Salon",
    format: "markdown",
    files: [
      file("AGENTS.md", "core"),
      file("CLAUDE.md", "core", "loader"),
      file(".claude/skills/run-tests/SKILL.md", "scoped", "skill"),
      file(".mcp.json", "core", "mcp"),
    ],
    limit: { value: 200, unit: "lines", source: null },
    version: 1,
  },
};

describe("a saved rule's files", () => {
  it("says what each holds as the result page did: rules, a loader, a skill, MCP servers", async () => {
    renderWithProviders(<SavedRuleFiles rule={rule} />);
    const items = within(await screen.findByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "AGENTS.md(always on)",
      "CLAUDE.md(always on, loads AGENTS.md)",
      ".claude/skills/run-tests/SKILL.md(skill, on demand)",
      ".mcp.json(MCP servers, a setting)",
    ]);
  });
});
