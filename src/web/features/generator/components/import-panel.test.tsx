import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useEffect, useReducer } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/i18n";
import { renderWithProviders } from "@/testing/render";
import { spyOnToasts } from "@/testing/toast-spies";
import { sampleFacts } from "../project-import/test-utils";
import { initialWizardState, wizardReducer, type WizardState } from "../wizard-state";
import { ImportPanel } from "./import-panel";

const toasts = spyOnToasts();

let current: WizardState = initialWizardState;
/** The harness reports each state here (a component may not assign outside itself). */
const track = (state: WizardState) => {
  current = state;
};

function Harness() {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  useEffect(() => track(state), [state]);
  return <ImportPanel state={state} dispatch={dispatch} />;
}

function show() {
  renderWithProviders(<Harness />);
  fireEvent.click(screen.getByRole("button", { name: "Import" }));
}

/** Radix tabs switch on mouse down. */
function openTab(name: string) {
  fireEvent.mouseDown(screen.getByRole("tab", { name }), { button: 0 });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("Import your project", () => {
  it("is one compact line until opened", () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole("heading", { name: "Import your project" })).toBeTruthy();
    expect(screen.queryByRole("tab")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Files",
      "Paste",
      "GitHub",
    ]);
    expect(screen.getByText(/look at no more than 5,000 files/)).toBeTruthy();
  });

  it("is open at once when the address asks for the import (the landing's link)", () => {
    renderWithProviders(<Harness />, { entry: "/?step=1&import=1" });
    expect(screen.getAllByRole("tab")).toHaveLength(3);
  });

  it("reads a pasted manifest in the browser and prefills the wizard", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    show();
    openTab("Paste");
    fireEvent.change(screen.getByRole("combobox", { name: "File name" }), {
      target: { value: "pyproject.toml" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Contents" }), {
      target: { value: '[project]\nname = "api"\ndependencies = ["fastapi>=0.115", "pytest"]\n' },
    });
    fireEvent.click(screen.getByRole("button", { name: "Read this file" }));
    await waitFor(() => expect(current.form.project).toBeDefined());
    expect(current.form.frameworks).toContain("FastAPI");
    expect(current.form.project?.frameworks[0]?.source).toBe("pyproject.toml");
    expect(current.form.project?.origin).toEqual({ kind: "files" });
    expect(toasts.success).toHaveBeenCalledWith("Project imported", expect.anything());
    // Nothing left the browser.
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says so when it recognises nothing, and leaves the wizard as it was", async () => {
    show();
    openTab("Paste");
    fireEvent.change(screen.getByRole("textbox", { name: "Contents" }), {
      target: { value: '{"name": "cut off' },
    });
    fireEvent.click(screen.getByRole("button", { name: "Read this file" }));
    expect(await screen.findByText("We recognised nothing in these files")).toBeTruthy();
    expect(screen.getByText("package.json could not be parsed and was skipped")).toBeTruthy();
    expect(current).toEqual(initialWizardState);
  });

  it("reads dropped files", async () => {
    show();
    const files = [
      new File([JSON.stringify({ dependencies: { vue: "^3.5.0" } })], "package.json"),
      new File(["secret"], ".env"),
    ];
    const entries = files.map((file) => ({
      name: file.name,
      isFile: true,
      isDirectory: false,
      file: (success: (file: File) => void) => success(file),
    }));
    fireEvent.drop(screen.getByTestId("project-drop-zone"), {
      dataTransfer: {
        files,
        items: entries.map((entry) => ({ kind: "file", webkitGetAsEntry: () => entry })),
      },
    });
    await waitFor(() => expect(current.form.frameworks).toContain("Vue"));
  });

  it("imports a public GitHub repository through the API", async () => {
    const facts = {
      ...sampleFacts(),
      origin: {
        kind: "github",
        repository: "acme/salon",
        commit: "0123456789abcdef0123456789abcdef01234567",
      },
    };
    const fetch = vi.fn(async () => Response.json({ facts }));
    vi.stubGlobal("fetch", fetch);
    show();
    openTab("GitHub");
    fireEvent.change(screen.getByRole("textbox", { name: "Public repository on GitHub" }), {
      target: { value: "https://github.com/acme/salon" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Import from GitHub" }));
    await waitFor(() => expect(current.form.project?.origin).toEqual(facts.origin));
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toMatch(/\/api\/project-import\/github$/);
    expect(JSON.parse(String(init.body))).toEqual({ url: "https://github.com/acme/salon" });
  });

  it("shows the error catalogue's text when GitHub cannot be read", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { error: { code: "REPOSITORY_NOT_FOUND", message: "No such repository." } },
          { status: 404 },
        ),
      ),
    );
    show();
    openTab("GitHub");
    fireEvent.change(screen.getByRole("textbox", { name: "Public repository on GitHub" }), {
      target: { value: "acme/private" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Import from GitHub" }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("Import failed", {
        description: i18n.t("errors.REPOSITORY_NOT_FOUND"),
      }),
    );
    expect(current.form.project).toBeUndefined();
  });
});
