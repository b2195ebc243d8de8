import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useEffect, useReducer } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import type { ProjectFacts } from "#contract/project-facts";
import { i18n } from "@/i18n";
import { sampleFacts } from "../project-import/test-utils";
import { initialWizardState, wizardReducer, type WizardState } from "../wizard-state";
import { DetectedProject } from "./detected-project";
import { StepFrameworks } from "./step-frameworks";

let current: WizardState = initialWizardState;
/** The harness reports each state here (a component may not assign outside itself). */
const track = (state: WizardState) => {
  current = state;
};

function Harness({ facts, step }: { facts: ProjectFacts; step: "detected" | "frameworks" }) {
  const [state, dispatch] = useReducer(
    wizardReducer,
    wizardReducer(initialWizardState, { type: "importProject", facts }),
  );
  useEffect(() => track(state), [state]);
  return step === "detected" ? (
    <DetectedProject state={state} dispatch={dispatch} />
  ) : (
    <StepFrameworks state={state} dispatch={dispatch} costNotice={null} />
  );
}

function show(facts: ProjectFacts = sampleFacts(), step: "detected" | "frameworks" = "detected") {
  return render(
    <I18nextProvider i18n={i18n}>
      <Harness facts={facts} step={step} />
    </I18nextProvider>,
  );
}

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

describe("Detected in your project", () => {
  it("lists every fact with its source, and the reader's notes", () => {
    const facts = sampleFacts();
    show({
      ...facts,
      runtimes: [{ name: "Node.js", version: "20.11.0", source: ".nvmrc" }],
      notes: [
        ...facts.notes,
        { code: "file-too-large", path: "yarn.lock", params: {} },
        { code: "files-capped", path: null, params: {} },
      ],
    });
    expect(screen.getByRole("heading", { name: "Detected in your project" })).toBeTruthy();
    expect(screen.getByText("Imported from your files")).toBeTruthy();
    expect(screen.getByLabelText("Next.js 15.2.3 — pnpm-lock.yaml")).toBeTruthy();
    expect(screen.getByLabelText("Prisma 6.1.0 — pnpm-lock.yaml")).toBeTruthy();
    expect(screen.getByText("TypeScript — tsconfig.json")).toBeTruthy();
    expect(screen.getByText("Node.js 20.11.0 — .nvmrc")).toBeTruthy();
    expect(screen.getByText("pnpm — pnpm-lock.yaml")).toBeTruthy();
    expect(screen.getByText("TypeScript strict — tsconfig.json")).toBeTruthy();
    expect(screen.getByText("from Makefile")).toBeTruthy();
    expect(screen.getByText("CLAUDE.md")).toBeTruthy();
    expect(
      screen.getByText(
        "Next.js: package.json asks for ^14.2.0, pnpm-lock.yaml has 15.2.3 — using the lockfile",
      ),
    ).toBeTruthy();
    expect(screen.getByText("yarn.lock was not read: larger than 2 MB")).toBeTruthy();
    expect(screen.getByText(/more files than we read at once/)).toBeTruthy();
  });

  it("lists a PHP application's front-end command beside its own, once per kind", () => {
    show({
      ...sampleFacts(),
      commands: [
        { kind: "test", command: "composer test", source: "composer.json" },
        { kind: "test", command: "npm test", source: "package.json", covers: "front-end" },
      ],
    });
    const tests = screen.getAllByRole("textbox", { name: "Test" });
    expect(tests.map((field) => (field as HTMLInputElement).value)).toEqual(["composer test"]);
    expect(screen.getByText("Test for the front end: npm test (from package.json)")).toBeTruthy();
    expect(current.form.commands?.test).toBe("composer test");
  });

  it("unticks a framework and a library, off the form", () => {
    show();
    fireEvent.click(screen.getByRole("checkbox", { name: "Next.js 15.2.3 — pnpm-lock.yaml" }));
    expect(current.form.frameworks).not.toContain("Next.js");
    expect(current.form.frameworkVersions).not.toHaveProperty("Next.js");
    expect(
      screen.getByRole("checkbox", { name: "Next.js 15.2.3 — pnpm-lock.yaml" }),
    ).toHaveProperty("ariaChecked", "false");
    expect(screen.queryByRole("textbox", { name: "Version of Next.js" })).toBeNull();

    fireEvent.click(screen.getByRole("checkbox", { name: "Prisma 6.1.0 — pnpm-lock.yaml" }));
    expect(current.form.project?.libraries.map((library) => library.name)).toEqual(["Vitest"]);
  });

  it("changes a version and edits a command", () => {
    show();
    const version = screen.getByRole("textbox", { name: "Version of React" });
    expect(version).toHaveProperty("value", "19.0.0");
    fireEvent.change(version, { target: { value: "18.3.1" } });
    expect(current.form.frameworkVersions?.React).toBe("18.3.1");
    fireEvent.change(version, { target: { value: "" } });
    expect(current.form.frameworkVersions).not.toHaveProperty("React");

    const test = screen.getByRole("textbox", { name: "Test" });
    expect(test).toHaveProperty("value", "make test");
    expect(screen.getByText("from Makefile")).toBeTruthy();
    fireEvent.change(test, { target: { value: "make test ARGS=-x" } });
    expect(current.form.commands?.test).toBe("make test ARGS=-x");
    // Typed over, the command is the user's: no longer "from Makefile".
    expect(screen.queryByText("from Makefile")).toBeNull();
  });

  it("keeps a rule file's own rules only when ticked", () => {
    show();
    const keep = screen.getByRole("checkbox", { name: /^Keep my own rules\s*\(CLAUDE\.md\)$/ });
    expect(keep).toHaveProperty("ariaChecked", "false");
    fireEvent.click(keep);
    expect(current.form.project?.existingRules[0]?.keep).toBe(true);
  });

  it("removes the import", () => {
    show();
    fireEvent.click(screen.getByRole("button", { name: "Remove import" }));
    expect(current.form.project).toBeUndefined();
    expect(current.form.commands).toBeUndefined();
    expect(screen.queryByRole("heading", { name: "Detected in your project" })).toBeNull();
  });

  it("names a GitHub import's repository and commit, linked", () => {
    const commit = "0123456789abcdef0123456789abcdef01234567";
    show({ ...sampleFacts(), origin: { kind: "github", repository: "acme/salon", commit } });
    const link = screen.getByRole("link", {
      name: /Imported from github.com\/acme\/salon at 0123456/,
    });
    expect(link.getAttribute("href")).toBe(`https://github.com/acme/salon/tree/${commit}`);
  });

  it("speaks German", async () => {
    await i18n.changeLanguage("de");
    show();
    expect(screen.getByRole("heading", { name: "In deinem Projekt erkannt" })).toBeTruthy();
    expect(
      screen.getByText(
        "Next.js: package.json verlangt ^14.2.0, pnpm-lock.yaml enthält 15.2.3 — wir nehmen die Version aus dem Lockfile",
      ),
    ).toBeTruthy();
  });
});

describe("the frameworks step after an import", () => {
  it("selects a detected version that is not one of the offered majors", () => {
    show(sampleFacts(), "frameworks");
    const picker = screen.getByRole("combobox", { name: "Next.js version" });
    expect(picker).toHaveProperty("value", "15.2.3");
    expect(within(picker).getByRole("option", { name: "Next.js 15.2.3" })).toBeTruthy();
    expect(within(picker).getByRole("option", { name: "Next.js 15" })).toBeTruthy();
  });

  it("shows every command kind, prefilled from the import and editable", () => {
    show(sampleFacts(), "frameworks");
    const commands = screen.getByRole("group", { name: "Commands" });
    expect(within(commands).getAllByRole("textbox")).toHaveLength(9);
    expect(within(commands).getByRole("textbox", { name: "Install" })).toHaveProperty(
      "value",
      "pnpm install",
    );
    const typecheck = within(commands).getByRole("textbox", { name: "Type check" });
    expect(typecheck).toHaveProperty("value", "");
    expect(typecheck.getAttribute("maxLength")).toBe("300");
    fireEvent.change(typecheck, { target: { value: "pnpm tsc --noEmit" } });
    expect(current.form.commands?.typecheck).toBe("pnpm tsc --noEmit");
    expect(screen.getByText(/Up to 300 characters each/)).toBeTruthy();
  });
});
