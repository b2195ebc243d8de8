import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { GenerateResponse, RevealedPart } from "#contract/generator";
import { i18n } from "@/i18n";
import { renderWithProviders } from "@/testing/render";
import { createWizardForm } from "../../../../../tests/factories/wizard-form";
import ResultView from "./result-view";

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

const revealed: RevealedPart = {
  text: [
    "## Commands & layout",
    "",
    "- Node.js, npm: dev `npm run dev` · test `npm test`",
    "",
    "## Project rules",
    "",
    "- Prevent double bookings in the database, never with check-then-insert.",
  ].join("\n"),
  rest: { rules: 12, files: 4, sections: ["Testing", "Security"] },
};

function previewResponse(part: RevealedPart): GenerateResponse {
  return {
    title: "React frontend rules for Cursor",
    format: "markdown",
    createdAt: "2026-12-02T12:00:00.000Z",
    tokensRemaining: null,
    fileName: ".cursor/rules/react-frontend.mdc",
    downloadName: "react-frontend-rules-for-cursor.md",
    target: { id: "Cursor", name: "Cursor", destination: "Save it in .cursor/rules." },
    limit: { value: 500, unit: "lines", source: null },
    size: 120,
    trimmed: false,
    preview: true,
    protectedCopy: "[Rulesmith preview] …",
    revealed: part,
    files: [
      { path: ".cursor/rules/react-frontend.mdc", content: "", role: "core", size: 80 },
      { path: ".cursor/rules/react.mdc", content: "", role: "scoped", size: 40 },
    ],
    tools: [],
    packs: [],
    refined: false,
  };
}

function renderPreview(part = revealed) {
  renderWithProviders(
    <ResultView
      result={{ response: previewResponse(part), form: createWizardForm() }}
      onCreateNew={() => {}}
      renderSaveDialog={() => null}
    />,
  );
}

describe("the anonymous preview on the result page", () => {
  it("shows the revealed project rule as text, then the rest with its counts", async () => {
    renderPreview();
    const preview = await screen.findByTestId("masked-preview");
    expect(within(preview).getByRole("heading", { name: "Project rules" })).toBeTruthy();
    expect(
      within(preview).getByText(
        "Prevent double bookings in the database, never with check-then-insert.",
      ),
    ).toBeTruthy();
    const rest = screen.getByRole("region", { name: "The rest of the rule" });
    expect(within(rest).getByText("12 more rules in 4 files")).toBeTruthy();
    expect(within(rest).getByText("Testing")).toBeTruthy();
    expect(within(rest).getByRole("link", { name: "Create free account" })).toBeTruthy();
    // Nothing hidden reached the page, so nothing is blurred.
    expect(screen.queryByTestId("preview-blur")).toBeNull();
    expect(document.querySelector("[data-masked]")).toBeNull();
  });

  it("counts one rule in one file in the singular", async () => {
    renderPreview({ ...revealed, rest: { rules: 1, files: 1, sections: [] } });
    expect(await screen.findByText("1 more rule in 1 file")).toBeTruthy();
  });

  it("speaks German", async () => {
    await i18n.changeLanguage("de");
    renderPreview();
    const rest = await screen.findByRole("region", { name: "Der Rest der Regel" });
    expect(within(rest).getByText("12 weitere Regeln in 4 Dateien")).toBeTruthy();
    expect(within(rest).getByText("Außerdem in der ganzen Regel:")).toBeTruthy();
  });
});
