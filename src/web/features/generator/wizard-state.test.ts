import { describe, expect, it } from "vitest";
import { defaultWizardForm } from "#contract/wizard-options";
import { sampleFacts } from "./project-import/test-utils";
import {
  LAST_STEP,
  firstIncompleteStep,
  initialWizardState,
  pruneFrameworks,
  resumedWizardState,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from "./wizard-state";

const run = (actions: WizardAction[], from: WizardState = initialWizardState) =>
  actions.reduce(wizardReducer, from);

describe("wizard state", () => {
  it("starts on step 0 with the default form and no consent", () => {
    expect(initialWizardState.step).toBe(0);
    expect(initialWizardState.consent).toBe(false);
    expect(initialWizardState.form).toEqual({
      promptType: "Rules",
      projectDescription: "",
      aiModel: "ChatGPT",
      applicationType: "Frontend",
      frameworks: [],
      behaviorPreference: "Documented",
      outputFormat: "Markdown",
      additionalNotes: "",
    });
  });

  it("has seven steps, index 0 to 6", () => {
    expect(LAST_STEP).toBe(6);
  });

  it("moves forward only up to the last step and back only down to the first", () => {
    const atEnd = run(Array.from({ length: 10 }, () => ({ type: "next" }) as const));
    expect(atEnd.step).toBe(6);
    expect(wizardReducer(atEnd, { type: "next" })).toBe(atEnd);
    const atStart = run(
      Array.from({ length: 10 }, () => ({ type: "back" }) as const),
      atEnd,
    );
    expect(atStart.step).toBe(0);
    expect(wizardReducer(atStart, { type: "back" })).toBe(atStart);
  });

  it("jumps to a clicked step, clamped to 0…6", () => {
    expect(run([{ type: "goTo", step: 4 }]).step).toBe(4);
    expect(run([{ type: "goTo", step: 99 }]).step).toBe(6);
    expect(run([{ type: "goTo", step: -3 }]).step).toBe(0);
  });

  it("reset restores the default form, step 0 and clears consent", () => {
    const changed = run([
      { type: "goTo", step: 5 },
      { type: "setDescription", text: "A shop" },
      { type: "setFrameworks", frameworks: ["React"] },
      { type: "selectModel", model: "Custom" },
      { type: "setCustomModelText", text: "Copilot" },
      { type: "setConsent", consent: true },
    ]);
    expect(wizardReducer(changed, { type: "reset" })).toEqual(initialWizardState);
  });

  it("single-selects prompt type, model, application type, behaviour and format", () => {
    const state = run([
      { type: "setPromptType", promptType: "NativePrompt" },
      { type: "selectModel", model: "Claude" },
      { type: "setApplicationType", applicationType: "Backend" },
      { type: "setBehavior", behaviorPreference: "Strict" },
      { type: "setOutputFormat", outputFormat: "Both" },
    ]);
    expect(state.form).toMatchObject({
      promptType: "NativePrompt",
      aiModel: "Claude",
      applicationType: "Backend",
      behaviorPreference: "Strict",
      outputFormat: "Both",
    });
  });

  describe("custom model", () => {
    it("choosing Custom opens the input and sets the model to Custom", () => {
      const state = run([{ type: "selectModel", model: "Custom" }]);
      expect(state.customModel).toBe(true);
      expect(state.form.aiModel).toBe("Custom");
    });

    it("typing sets the model to the trimmed text, only when non-empty", () => {
      const typed = run([
        { type: "selectModel", model: "Custom" },
        { type: "setCustomModelText", text: "  GitHub Copilot " },
      ]);
      expect(typed.form.aiModel).toBe("GitHub Copilot");
      expect(typed.customModelText).toBe("  GitHub Copilot ");
      const cleared = wizardReducer(typed, { type: "setCustomModelText", text: "   " });
      expect(cleared.form.aiModel).toBe("Custom");
    });

    it("choosing a listed model closes Custom; choosing Custom again restores the typed name", () => {
      const typed = run([
        { type: "selectModel", model: "Custom" },
        { type: "setCustomModelText", text: "Qwen" },
      ]);
      const listed = wizardReducer(typed, { type: "selectModel", model: "Gemini" });
      expect(listed).toMatchObject({ customModel: false, form: { aiModel: "Gemini" } });
      const again = wizardReducer(listed, { type: "selectModel", model: "Custom" });
      expect(again).toMatchObject({ customModel: true, form: { aiModel: "Qwen" } });
    });
  });

  describe("frameworks", () => {
    it("keeps only frameworks the application type offers, in the offered order", () => {
      const state = run([{ type: "setFrameworks", frameworks: ["TypeScript", "Django", "React"] }]);
      expect(state.form.frameworks).toEqual(["React", "TypeScript"]);
    });

    it("drops frameworks not in the new list when the application type changes", () => {
      const fullstack = run([
        { type: "setApplicationType", applicationType: "Fullstack" },
        { type: "setFrameworks", frameworks: ["React", "Express", "TypeScript"] },
      ]);
      expect(fullstack.form.frameworks).toEqual(["React", "TypeScript", "Express"]);
      const backend = wizardReducer(fullstack, {
        type: "setApplicationType",
        applicationType: "Backend",
      });
      expect(backend.form.frameworks).toEqual(["Express", "TypeScript"]);
      const frontend = wizardReducer(backend, {
        type: "setApplicationType",
        applicationType: "Frontend",
      });
      expect(frontend.form.frameworks).toEqual(["TypeScript"]);
    });

    it("pruneFrameworks ignores unknown names", () => {
      expect(pruneFrameworks(["Cobol", "Vue"], "Frontend")).toEqual(["Vue"]);
    });
  });

  it("points to the frameworks step while none is chosen", () => {
    expect(firstIncompleteStep(defaultWizardForm)).toBe(4);
    expect(firstIncompleteStep({ ...defaultWizardForm, frameworks: ["React"] })).toBeNull();
  });

  it("keeps consent until reset", () => {
    const state = run([{ type: "setConsent", consent: true }, { type: "next" }]);
    expect(state.consent).toBe(true);
  });

  describe("an imported project", () => {
    const facts = sampleFacts();
    const imported = run([
      { type: "setDescription", text: "A salon app" },
      { type: "importProject", facts },
    ]);

    it("prefills type, frameworks, exact versions and commands, and keeps the facts as read", () => {
      expect(imported.form).toMatchObject({
        projectDescription: "A salon app",
        applicationType: "Fullstack",
        frameworks: ["Next.js", "React", "TypeScript"],
        frameworkVersions: { "Next.js": "15.2.3", React: "19.0.0", TypeScript: "5.7.2" },
        commands: {
          install: "pnpm install",
          dev: "pnpm dev",
          build: "pnpm build",
          test: "make test",
          lint: "pnpm lint",
        },
        project: facts,
      });
      expect(imported.imported).toBe(facts);
    });

    it("edits a command; an emptied one is left out", () => {
      const edited = run(
        [
          { type: "setCommand", kind: "test", command: "make test ARGS=-x" },
          { type: "setCommand", kind: "lint", command: "  " },
        ],
        imported,
      );
      expect(edited.form.commands?.test).toBe("make test ARGS=-x");
      expect(edited.form.commands).not.toHaveProperty("lint");
      const none = run(
        commandKindsOf(edited).map((kind) => ({ type: "setCommand", kind, command: "" }) as const),
        edited,
      );
      expect(none.form.commands).toBeUndefined();
    });

    it("unticking a framework drops it and its version; ticking it again restores both", () => {
      const without = wizardReducer(imported, {
        type: "setProjectFramework",
        name: "Next.js",
        included: false,
      });
      expect(without.form.frameworks).toEqual(["React", "TypeScript"]);
      expect(without.form.frameworkVersions).not.toHaveProperty("Next.js");
      expect(without.form.project?.frameworks.map((f) => f.name)).toEqual(["React", "TypeScript"]);
      expect(without.imported).toBe(facts);
      const again = wizardReducer(without, {
        type: "setProjectFramework",
        name: "Next.js",
        included: true,
      });
      // Back in the wizard's order, as the frameworks step keeps it.
      expect(again.form.frameworks).toEqual(["React", "Next.js", "TypeScript"]);
      expect(again.form.frameworkVersions?.["Next.js"]).toBe("15.2.3");
      expect(again.form.project?.frameworks).toEqual(facts.frameworks);
    });

    it("unticks and restores a library in the import's order", () => {
      const without = wizardReducer(imported, {
        type: "setProjectLibrary",
        name: "Prisma",
        included: false,
      });
      expect(without.form.project?.libraries.map((l) => l.name)).toEqual(["Vitest"]);
      const again = wizardReducer(without, {
        type: "setProjectLibrary",
        name: "Prisma",
        included: true,
      });
      expect(again.form.project?.libraries).toEqual(facts.libraries);
    });

    it("keeps a rule file's own rules only when asked", () => {
      expect(imported.form.project?.existingRules[0]?.keep).toBe(false);
      const kept = wizardReducer(imported, { type: "keepRuleFile", path: "CLAUDE.md", keep: true });
      expect(kept.form.project?.existingRules[0]).toMatchObject({ path: "CLAUDE.md", keep: true });
    });

    it("removing the import drops the facts and the imported commands, not typed ones", () => {
      const edited = run(
        [
          { type: "setCommand", kind: "test", command: "make test ARGS=-x" },
          { type: "removeProject" },
        ],
        imported,
      );
      expect(edited.form).not.toHaveProperty("project");
      expect(edited.imported).toBeNull();
      expect(edited.form.commands).toEqual({ test: "make test ARGS=-x" });
      // The stack stays as chosen; only what came with the import goes.
      expect(edited.form.frameworks).toEqual(["Next.js", "React", "TypeScript"]);
      const plain = wizardReducer(imported, { type: "removeProject" });
      expect(plain.form.commands).toBeUndefined();
    });

    it("a second import replaces the first", () => {
      const python = sampleFacts({
        "pyproject.toml": '[project]\nname = "api"\ndependencies = ["fastapi>=0.115"]\n',
      });
      const second = wizardReducer(imported, { type: "importProject", facts: python });
      expect(second.imported).toBe(python);
      expect(second.form.project).toBe(python);
      expect(second.form.commands).not.toHaveProperty("test", "make test");
    });

    it("reset and resuming a kept form", () => {
      expect(wizardReducer(imported, { type: "reset" }).imported).toBeNull();
      const resumed = resumedWizardState(imported.form);
      expect(resumed.imported).toBe(imported.form.project);
      expect(resumed.form.commands).toEqual(imported.form.commands);
    });
  });
});

function commandKindsOf(state: WizardState) {
  return Object.keys(state.form.commands ?? {}) as (keyof NonNullable<
    WizardState["form"]["commands"]
  >)[];
}

describe("rule pack choice", () => {
  const set = (id: "booking" | "docker", included: boolean, detected: boolean): WizardAction => ({
    type: "setPack",
    id,
    included,
    detected,
  });

  it("keeps only the edits to the automatic choice, and none when they cancel out", () => {
    const removed = run([set("booking", false, true)]);
    expect(removed.form.packs).toEqual({ added: [], removed: ["booking"] });
    const both = run([set("docker", true, false)], removed);
    expect(both.form.packs).toEqual({ added: ["docker"], removed: ["booking"] });
    const back = run([set("booking", true, true), set("docker", false, false)], both);
    expect(back.form.packs).toBeUndefined();
    expect("packs" in back.form).toBe(false);
  });
});

describe("several tools", () => {
  it("starts from the chosen tool, makes the first ticked tool the form's aiModel, and goes back to one", () => {
    const one = run([{ type: "selectModel", model: "Claude" }]);
    const several = run([{ type: "setSeveralTools", enabled: true, shareable: true }], one);
    expect(several.form.aiModels).toEqual(["Claude"]);
    const ticked = run([{ type: "setTools", models: ["Cursor", "Claude"] }], several);
    expect(ticked.form).toMatchObject({ aiModel: "Cursor", aiModels: ["Cursor", "Claude"] });
    const none = run([{ type: "setTools", models: [] }], ticked);
    expect(firstIncompleteStep({ ...none.form, frameworks: ["React"] })).toBe(2);
    const back = run([{ type: "setSeveralTools", enabled: false, shareable: true }], ticked);
    expect("aiModels" in back.form).toBe(false);
    expect(back.form.aiModel).toBe("Cursor");
  });

  it("starts empty when the chosen tool cannot share a file", () => {
    const chat = run([
      { type: "selectModel", model: "ChatGPT" },
      { type: "setSeveralTools", enabled: true, shareable: false },
    ]);
    expect(chat.form.aiModels).toEqual([]);
  });
});

describe("skills", () => {
  it("stores the choice only when it is on", () => {
    const on = run([{ type: "setSkills", skills: true }]);
    expect(on.form.skills).toBe(true);
    const off = run([{ type: "setSkills", skills: false }], on);
    expect("skills" in off.form).toBe(false);
  });
});

describe("MCP servers", () => {
  const boost = {
    name: "laravel-boost",
    transport: { type: "stdio" as const, command: "php", args: ["artisan", "boost:mcp"] },
    env: [],
  };
  const remote = {
    name: "docs",
    transport: { type: "http" as const, url: "https://x.test/mcp" },
    env: [],
  };

  it("adds a server once by its name, replaces one of the same name, and leaves no empty list", () => {
    const one = run([{ type: "setMcpServer", server: boost, included: true }]);
    expect(one.form.mcpServers).toEqual([boost]);
    const both = run([{ type: "setMcpServer", server: remote, included: true }], one);
    const renamed = { ...remote, env: ["DOCS_TOKEN"] };
    const replaced = run([{ type: "setMcpServer", server: renamed, included: true }], both);
    expect(replaced.form.mcpServers).toEqual([boost, renamed]);
    const none = run(
      [
        { type: "setMcpServer", server: boost, included: false },
        { type: "setMcpServer", server: remote, included: false },
      ],
      replaced,
    );
    expect("mcpServers" in none.form).toBe(false);
  });
});

describe("the tools the project's rule files are for", () => {
  const withRules = (...tools: ("Cursor" | "Claude" | "AGENTS.md")[]) => ({
    ...sampleFacts(),
    existingRules: tools.map((tool, index) => ({
      path: `rules-${index}.md`,
      tool,
      rules: [],
      keep: false,
    })),
  });

  it("preselects the one tool an import's rule file is for, on a form whose tool is untouched", () => {
    const state = run([{ type: "importProject", facts: withRules("AGENTS.md", "Cursor") }]);
    expect(state.form.aiModel).toBe("Cursor");
    expect("aiModels" in state.form).toBe(false);
  });

  it("preselects several tools as 'I use several AI tools', in the order found", () => {
    const state = run([{ type: "importProject", facts: withRules("Claude", "Cursor", "Claude") }]);
    expect(state.form).toMatchObject({ aiModel: "Claude", aiModels: ["Claude", "Cursor"] });
  });

  it("never overrides a tool the user chose, nor guesses from AGENTS.md alone", () => {
    const chosen = run([
      { type: "selectModel", model: "Copilot" },
      { type: "importProject", facts: withRules("Cursor") },
    ]);
    expect(chosen.form.aiModel).toBe("Copilot");
    const shared = run([{ type: "importProject", facts: withRules("AGENTS.md") }]);
    expect(shared.form.aiModel).toBe(defaultWizardForm.aiModel);
  });
});
