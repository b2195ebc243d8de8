import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { SavedRuleFiles } from "./saved-rule-files";
import { createSavedRule } from "@/testing/saved-rule";

afterEach(cleanup);

const file = (path: string, role: "core" | "scoped", kind?: "skill" | "mcp" | "loader") => ({
  path,
  content: "x\n",
  role,
  size: 1,
  ...(kind ? { kind } : {}),
});

const rule = createSavedRule(
  {
    files: [
      file("AGENTS.md", "core"),
      file("CLAUDE.md", "core", "loader"),
      file(".claude/skills/run-tests/SKILL.md", "scoped", "skill"),
      file(".mcp.json", "core", "mcp"),
    ],
    limit: { value: 200, unit: "lines", source: null },
  },
  { form: { ...createSavedRule().form, aiModel: "Claude" } },
);

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
