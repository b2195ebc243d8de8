import { describe, expect, it } from "vitest";
import { aiTool, aiToolDescriptions, aiTools } from "./ai-tools";

describe("the AI tool catalogue", () => {
  it("declares each tool once, by id and by name, with Custom last", () => {
    expect(new Set(aiTools.map((tool) => tool.id)).size).toBe(aiTools.length);
    expect(new Set(aiTools.map((tool) => tool.name)).size).toBe(aiTools.length);
    expect(aiTools.at(-1)?.id).toBe("Custom");
  });

  it("gives a tool's id and display name", () => {
    expect(aiTool("Copilot")).toEqual({ id: "Copilot", name: "GitHub Copilot" });
  });

  it("describes every tool in one line of its own for the API", () => {
    for (const { id } of aiTools) expect(aiToolDescriptions[id], id).toMatch(/^\S.{10,119}$/);
    expect(Object.keys(aiToolDescriptions)).toHaveLength(aiTools.length);
  });
});
