import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SavedRule } from "#contract/rules";
import { i18n } from "@/i18n";
import { downloadFile } from "@/lib/download";
import { downloadZip } from "@/lib/rule-files";
import { ViewRuleDialog } from "./view-rule-dialog";

vi.mock("@/lib/download", async (original) => ({
  ...(await original<typeof import("@/lib/download")>()),
  downloadFile: vi.fn(),
}));
vi.mock("@/lib/rule-files", async (original) => ({
  ...(await original<typeof import("@/lib/rule-files")>()),
  downloadZip: vi.fn(),
}));

const core = "---\nalwaysApply: true\n---\n# Salon rules\n\n- Book in 15-minute slots.\n";
const saved: SavedRule = {
  id: "6f1d2a52-2c1b-4f7e-9a57-0d7a1c3e9b10",
  name: "Salon rules",
  createdAt: "2026-11-23T10:00:00.000Z",
  updatedAt: "2026-11-23T10:00:00.000Z",
  form: {
    aiModel: "Cursor",
    applicationType: "Frontend",
    frameworks: ["React"],
    behaviorPreference: "Strict",
    outputFormat: "Markdown",
    additionalNotes: null,
  },
  rule: {
    title: "Salon rules",
    content: core,
    format: "markdown",
    files: [
      { path: ".cursor/rules/salon.mdc", content: core, role: "core", size: 6 },
      { path: ".cursor/rules/react.mdc", content: "# React\n", role: "scoped", size: 1 },
    ],
    limit: { value: 500, unit: "lines", source: "https://www.cursor.com/docs/rules" },
    version: 1,
  },
};

function show(rule: SavedRule) {
  const router = createMemoryRouter(
    [{ path: "/", element: <ViewRuleDialog rule={rule} onClose={() => {}} /> }],
    { initialEntries: ["/"] },
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeAll(async () => {
  await i18n.loadLanguages("en");
  await i18n.changeLanguage("en");
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("a saved rule's dialog", () => {
  it("offers each file under its native name and all of them as a zip", () => {
    show(saved);
    fireEvent.click(screen.getByRole("button", { name: "Download react.mdc" }));
    expect(downloadFile).toHaveBeenCalledWith("react.mdc", "# React\n", "text/markdown");
    fireEvent.click(screen.getByRole("button", { name: "Download all (.zip)" }));
    expect(downloadZip).toHaveBeenCalledWith(saved.rule!.files, "salon-rules.md");
  });

  it("shows no file list for a rule saved before files were kept", () => {
    show({ ...saved, rule: { ...saved.rule!, files: [] } });
    expect(screen.queryByRole("button", { name: "Download all (.zip)" })).toBeNull();
  });

  it("measures the edited rule in the tool's unit against its documented limit", () => {
    show(saved);
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect(screen.getByText("6 of 500 lines")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Cursor's documented limit" })).toBeTruthy();

    const editor = screen.getByRole("textbox", { name: "Rule (markdown)" });
    fireEvent.change(editor, { target: { value: "- rule\n".repeat(460) } });
    expect(screen.getByText("460 of 500 lines")).toBeTruthy();
    expect(screen.getByRole("meter").dataset.nearLimit).toBe("true");

    fireEvent.change(editor, { target: { value: "- rule\n".repeat(501) } });
    expect(screen.getByText(/Over the limit: Cursor/)).toBeTruthy();
  });

  it("says where an imported project's facts came from", () => {
    show(saved);
    expect(screen.queryByText(/Imported from/)).toBeNull();
    cleanup();
    show({ ...saved, form: { ...saved.form, project: { origin: { kind: "files" } } } });
    expect(screen.getByText("Imported from files")).toBeTruthy();
    cleanup();
    const commit = "89abcdef0123456789abcdef0123456789abcdef";
    show({
      ...saved,
      form: {
        ...saved.form,
        project: { origin: { kind: "github", repository: "acme/salon", commit } },
      },
    });
    const link = screen.getByRole("link", {
      name: "Imported from github.com/acme/salon at 89abcde",
    });
    expect(link.getAttribute("href")).toBe(`https://github.com/acme/salon/tree/${commit}`);
  });
});
