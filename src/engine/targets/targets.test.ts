import { aiModelIds, languages, sharedAiModelIds } from "#contract/wizard";
import { describe, expect, it } from "vitest";
import { targetProfiles } from "./index";
import { resolveTarget } from "./resolve-target";

describe("resolveTarget", () => {
  it("maps every contract id to itself", () => {
    for (const id of aiModelIds) expect(resolveTarget(id)).toBe(id);
  });

  it("is case-insensitive", () => {
    expect(resolveTarget("cursor")).toBe("Cursor");
    expect(resolveTarget("CLAUDE")).toBe("Claude");
    expect(resolveTarget("  deepSeek ")).toBe("DeepSeek");
  });

  it("accepts aliases", () => {
    expect(resolveTarget("gpt4")).toBe("ChatGPT");
    expect(resolveTarget("gpt-4")).toBe("ChatGPT");
    expect(resolveTarget("GPT-4o")).toBe("ChatGPT");
    expect(resolveTarget("bolt")).toBe("BoltNew");
    expect(resolveTarget("Bolt.new")).toBe("BoltNew");
    expect(resolveTarget("Claude Code")).toBe("Claude");
    expect(resolveTarget("claude-3-5-sonnet")).toBe("Claude");
    expect(resolveTarget("Abacus.AI")).toBe("Abacus");
    expect(resolveTarget("OpenAI Codex")).toBe("Codex");
    expect(resolveTarget("mixtral-8x7b")).toBe("Mistral");
    expect(resolveTarget("GitHub Copilot")).toBe("Copilot");
    expect(resolveTarget("Gemini CLI")).toBe("GeminiCLI");
    expect(resolveTarget("gemini-2.5-pro")).toBe("Gemini");
    expect(resolveTarget("Claude Projects")).toBe("ClaudeProjects");
    expect(resolveTarget("Roo Code")).toBe("Roo");
  });

  it("treats anything unknown as Custom", () => {
    expect(resolveTarget("")).toBe("Custom");
    expect(resolveTarget("   ")).toBe("Custom");
    expect(resolveTarget("MyBot 3000")).toBe("Custom");
    expect(resolveTarget("gp")).toBe("Custom");
  });
});

describe("target profiles", () => {
  it.each(aiModelIds.map((id) => [id, targetProfiles[id]] as const))(
    "%s is complete in every language",
    (id, profile) => {
      expect(profile.id).toBe(id);
      expect(profile.limit.value).toBeGreaterThan(0);
      expect(profile.file("slug").length).toBeGreaterThan(0);
      // Every target names the vendor page it was checked against, or says it is an assumption.
      expect(profile.source).toMatch(/^(https:\/\/|assumption)/);
      // A limit called documented must come with the vendor page that documents it.
      if (profile.limitDocumented) expect(profile.source).toMatch(/^https:\/\//);
      for (const language of languages) {
        expect(profile.destination[language].length).toBeGreaterThan(20);
        expect(profile.hints[language].length).toBe(profile.hints.en.length);
      }
    },
  );

  it("marks only the limits vendors publish as documented (decision 033)", () => {
    const documented = aiModelIds.filter((id) => targetProfiles[id].limitDocumented);
    expect(documented.sort()).toEqual(
      [
        "Antigravity",
        "ChatGPT",
        "Claude",
        "Codex",
        "Cursor",
        "Devin",
        "Lovable",
        "Windsurf",
      ].sort(),
    );
  });

  it("names the native files", () => {
    expect(targetProfiles.Cursor.file("react-frontend")).toBe(".cursor/rules/react-frontend.mdc");
    expect(targetProfiles.Windsurf.file("x")).toBe(".windsurf/rules/x.md");
    expect(targetProfiles.Claude.file("x")).toBe("CLAUDE.md");
    expect(targetProfiles.Codex.file("x")).toBe("AGENTS.md");
    expect(targetProfiles.Custom.file("x")).toBe("AGENTS.md");
    expect(targetProfiles.Replit.file("x")).toBe("replit.md");
    expect(targetProfiles.BoltNew.file("x")).toBe(".bolt/prompt");
    expect(targetProfiles.Copilot.file("x")).toBe(".github/copilot-instructions.md");
    expect(targetProfiles.GeminiCLI.file("x")).toBe("GEMINI.md");
    expect(targetProfiles.Cline.file("x")).toBe(".clinerules/x.md");
    expect(targetProfiles.Roo.file("x")).toBe(".roo/rules/x.md");
    expect(targetProfiles.Kiro.file("x")).toBe(".kiro/steering/x.md");
    expect(targetProfiles.Junie.file("x")).toBe(".junie/AGENTS.md");
    expect(targetProfiles.Devin.file("x")).toBe(".devin/rules/x.md");
    expect(targetProfiles.Antigravity.file("x")).toBe(".agents/rules/x.md");
    expect(targetProfiles.ZooCode.file("x")).toBe(".roo/rules/x.md");
    expect(targetProfiles.Aider.file("x")).toBe("CONVENTIONS.md");
    expect(targetProfiles.Zed.file("x")).toBe(".rules");
    expect(targetProfiles.Claude.scoping?.file("react")).toBe(".claude/rules/react.md");
    expect(targetProfiles.Copilot.scoping?.file("go")).toBe(
      ".github/instructions/go.instructions.md",
    );
  });

  it("lists in the contract exactly the tools that can share one AGENTS.md (decision 091)", () => {
    const sharing = aiModelIds.filter((id) => targetProfiles[id].sharedCore);
    expect([...sharedAiModelIds].sort()).toEqual(sharing.sort());
  });

  it("marks retired tools legacy and names their successors", () => {
    expect(targetProfiles.GeminiCLI.legacy).toBe("Antigravity");
    expect(targetProfiles.Roo.legacy).toBe("ZooCode");
    expect(targetProfiles.Windsurf.legacy).toBe("Devin");
    for (const id of aiModelIds) {
      const successor = targetProfiles[id].legacy;
      if (successor) expect(targetProfiles[successor].legacy).toBeUndefined();
    }
  });

  it("uses the documented limits", () => {
    expect(targetProfiles.Windsurf.limit).toEqual({ value: 12000, unit: "chars" });
    // Copilot's 4,000 characters hold for code review only (decision 033).
    expect(targetProfiles.Copilot.limit).toEqual({ value: 12000, unit: "chars" });
    expect(targetProfiles.Copilot.reviewLimit).toEqual({ value: 4000, unit: "chars" });
    expect(targetProfiles.Kiro.limit).toEqual({ value: 5000, unit: "bytes" });
    expect(targetProfiles.Lovable.limit).toEqual({ value: 10000, unit: "chars" });
    expect(targetProfiles.Codex.limit).toEqual({ value: 32768, unit: "bytes" });
    expect(targetProfiles.Claude.limit).toEqual({ value: 200, unit: "lines" });
    expect(targetProfiles.Cursor.limit).toEqual({ value: 500, unit: "lines" });
  });
});
