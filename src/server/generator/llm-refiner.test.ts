import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateRule } from "#engine/index";
import { createWizardForm } from "../../../tests/factories/wizard-form";
import { startLlmServer } from "../../../tests/support/llm-server";
import { createLlmRefiner, type LlmRefiner } from "./llm-refiner";

/** Refinement of every file of a result, against a fake OpenAI-compatible provider. */
describe("LLM refiner", () => {
  let llm: Awaited<ReturnType<typeof startLlmServer>>;
  let refiner: LlmRefiner;
  beforeAll(async () => {
    llm = await startLlmServer();
    refiner = createLlmRefiner(
      { baseUrl: llm.baseUrl, apiKey: "test-key", model: "tiny", timeoutMs: 1500 },
      pino({ level: "silent" }),
    );
  });
  afterAll(() => llm.close());

  const addLine = (draft: string) => `${draft.trimEnd()}\n- Refined for the salon.`;

  it("refines every file, keeping each file's frontmatter, and nothing else (decision 093)", async () => {
    llm.behave({ kind: "answer", content: addLine });
    const form = createWizardForm({ aiModel: "Cursor" });
    const draft = generateRule({ form, language: "en" });
    expect(draft.files.length).toBeGreaterThan(1);
    const before = llm.requests.length;

    const result = await refiner.refine(draft, form);

    expect(result.refined).toBe(true);
    expect(result).not.toHaveProperty("content");
    // One request per file: the engine's one-file text is not sent, so it is not refined.
    expect(llm.requests.length - before).toBe(draft.files.length);
    for (const [index, file] of result.files.entries()) {
      const original = draft.files[index]!;
      expect(file.path).toBe(original.path);
      expect(file.content, file.path).toContain("- Refined for the salon.");
      const frontmatter = /^---\n[\s\S]*?\n---\n/.exec(original.content)?.[0];
      expect(frontmatter, file.path).toBeDefined();
      expect(file.content.startsWith(frontmatter!), file.path).toBe(true);
      expect(file.size).toBe(file.content.split("\n").length - 1);
    }
    // The model never sees (and cannot break) the scoping frontmatter.
    for (const request of llm.requests.slice(before)) {
      expect(request.messages.at(-1)?.content).not.toMatch(/Draft:\n---/);
    }
  });

  it("sends a single-file tool's text once", async () => {
    llm.behave({ kind: "answer", content: addLine });
    const form = createWizardForm({ aiModel: "Codex" });
    const draft = generateRule({ form, language: "en" });
    expect(draft.files).toHaveLength(1);
    const before = llm.requests.length;
    const result = await refiner.refine(draft, form);
    expect(llm.requests.length - before).toBe(1);
    expect(result.files[0]!.content).toContain("- Refined for the salon.");
  });

  it("keeps the whole draft when one part comes back over the limit", async () => {
    // Only the React file's answer is too long: nothing of the rule is refined.
    llm.behave({
      kind: "answer",
      content: (draft) => (/^# React$/m.test(draft) ? "- x\n".repeat(600) : addLine(draft)),
    });
    const form = createWizardForm({ aiModel: "Cursor" });
    const draft = generateRule({ form, language: "en" });
    const result = await refiner.refine(draft, form);
    expect(result).toEqual({ files: draft.files, refined: false });
  });

  it("leaves a 'both' result's JSON file as the engine wrote it", async () => {
    llm.behave({ kind: "answer", content: addLine });
    const form = createWizardForm({ aiModel: "Codex", outputFormat: "Both" });
    const draft = generateRule({ form, language: "en" });
    const result = await refiner.refine(draft, form);
    const json = result.files.find((file) => file.role === "json");
    expect(json).toEqual(draft.files.find((file) => file.role === "json"));
    expect(result.refined).toBe(true);
  });
});
