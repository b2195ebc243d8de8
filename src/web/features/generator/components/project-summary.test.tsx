import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createProjectFacts } from "#engine/project/testing/facts";
import { renderWithProviders } from "@/testing/render";
import { initialWizardState } from "../wizard-state";
import { ProjectSummary } from "./project-summary";

afterEach(cleanup);

describe("the import's one-line summary", () => {
  it("names the application's framework first, never after the language or the styling", async () => {
    const fact = (name: string, version: string) => ({ name, version, source: "package.json" });
    const project = createProjectFacts({
      frameworks: [
        fact("TypeScript", "5.7.2"),
        fact("React", "19.0.0"),
        fact("TailwindCSS", "4.1.0"),
        fact("Next.js", "15.2.3"),
      ],
    });
    const state = {
      ...initialWizardState,
      form: {
        ...initialWizardState.form,
        frameworks: ["TypeScript", "React", "TailwindCSS", "Next.js"],
        frameworkVersions: { "Next.js": "15.2.3", React: "19.0.0" },
        project,
      },
    };
    renderWithProviders(<ProjectSummary state={state} onReview={() => {}} />);
    expect(
      await screen.findByText(
        "Imported from your project: Next.js 15.2.3, TypeScript, React 19.0.0, TailwindCSS",
      ),
    ).toBeTruthy();
  });
});
