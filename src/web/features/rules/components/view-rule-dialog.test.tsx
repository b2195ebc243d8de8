import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { RuleVersion, RuleVersionSummary, SavedRule } from "#contract/rules";
import { savedMcpSetup } from "#engine/mcp/setup";
import { i18n } from "@/i18n";
import { saveBlob } from "@/lib/download";
import { downloadZip } from "@/lib/rule-files";
import { ViewRuleDialog } from "./view-rule-dialog";

vi.mock("@/lib/download", async (original) => ({
  ...(await original<typeof import("@/lib/download")>()),
  saveBlob: vi.fn(),
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

// Radix's checkbox measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const versions: RuleVersionSummary[] = [
  { version: 2, kind: "edited", title: "Salon rules", createdAt: "2026-11-24T15:45:00.000Z" },
  { version: 1, kind: "saved", title: "Salon rules", createdAt: "2026-11-23T10:00:00.000Z" },
];
const contents: Record<number, string> = {
  1: core,
  2: core.replace("- Book in 15-minute slots.", "- Book in 30-minute slots.\n- Never overbook."),
};

/** The versions routes of the saved rule; records every request with its body. */
function stubServer() {
  const requests: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const method = init?.method ?? "GET";
    requests.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === "PATCH") return Response.json(saved);
    if (path.endsWith("/versions")) return Response.json({ versions });
    const version = Number(path.split("/").at(-1));
    const answer: RuleVersion = {
      ...versions.at(-version)!,
      content: contents[version]!,
      files: [],
    };
    return Response.json(answer);
  });
  return requests;
}

function show(rule: SavedRule) {
  const router = createMemoryRouter(
    [{ path: "/", element: <ViewRuleDialog rule={rule} onClose={() => {}} /> }],
    { initialEntries: ["/"] },
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeAll(async () => {
  await i18n.loadLanguages("en");
  await i18n.changeLanguage("en");
});
beforeEach(() => void stubServer());
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await i18n.changeLanguage("en");
});

describe("a saved rule's dialog", () => {
  it("offers each file under its native name and all of them as a zip", () => {
    show(saved);
    fireEvent.click(screen.getByRole("button", { name: "Download react.mdc" }));
    expect(saveBlob).toHaveBeenCalledWith("react.mdc", expect.any(Blob));
    expect(vi.mocked(saveBlob).mock.calls[0]![1].type).toBe("text/markdown");
    fireEvent.click(screen.getByRole("button", { name: "Download all (.zip)" }));
    expect(downloadZip).toHaveBeenCalledWith(saved.rule!.files, "salon-rules.md");
  });

  it("shows the file as it is: the frontmatter as code, not a heading", () => {
    show(saved);
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).queryByRole("heading", { name: /alwaysApply/ })).toBeNull();
    expect(dialog.querySelector("pre code")?.textContent).toContain("alwaysApply: true");
    expect(within(dialog).getByRole("heading", { name: "Salon rules", level: 1 })).toBeTruthy();
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

  it("shows its MCP servers' variables and a user-level tool's snippet, as the result page did", async () => {
    const form = { ...saved.form, aiModels: ["Cursor", "Cline"] };
    const sentry = {
      name: "sentry",
      transport: { type: "http" as const, url: "https://mcp.sentry.dev/mcp" },
      env: ["SENTRY_ACCESS_TOKEN"],
    };
    const mcp = savedMcpSetup({ ...form, mcpServers: [sentry] }, "lines")!;
    const mcpFile = {
      path: ".cursor/mcp.json",
      content: '{\n  "mcpServers": {}\n}\n',
      role: "core" as const,
      kind: "mcp" as const,
      size: 3,
    };
    show({ ...saved, form, rule: { ...saved.rule!, files: [...saved.rule!.files, mcpFile], mcp } });
    const panel = screen.getByRole("region", { name: "MCP servers" });
    expect(within(panel).getByText("SENTRY_ACCESS_TOKEN").tagName).toBe("CODE");
    expect(panel.textContent).toContain("Written for your tools: .cursor/mcp.json");
    expect(panel.textContent).toContain(
      "Cline reads MCP servers only from your user settings. Add this to",
    );
    expect(panel.textContent).toContain("cline_mcp_settings.json");
    expect(panel.querySelector("pre code")?.textContent).toContain(
      '"Authorization": "Bearer ${env:SENTRY_ACCESS_TOKEN}"',
    );
    cleanup();

    await i18n.changeLanguage("de");
    show({ ...saved, form, rule: { ...saved.rule!, mcp } });
    const german = screen.getByRole("region", { name: "MCP-Server" }).textContent;
    expect(german).toContain("SENTRY_ACCESS_TOKEN");
    expect(german).toContain("Cline liest MCP-Server nur aus deinen Benutzereinstellungen.");
    cleanup();
    // A rule without servers has no such section.
    await i18n.changeLanguage("en");
    show(saved);
    expect(screen.queryByRole("region", { name: "MCP servers" })).toBeNull();
  });
});

describe("a saved rule's versions", () => {
  const edited: SavedRule = {
    ...saved,
    rule: { ...saved.rule!, content: contents[2]!, version: 2 },
  };

  it("says its version and lists each with what made it and when", async () => {
    show(edited);
    expect(screen.getByRole("dialog").textContent).toContain("Version 2");
    const table = await screen.findByRole("table", { name: "Versions" });
    const [, newest, first] = within(table).getAllByRole("row");
    expect(newest!.textContent).toContain("Version 2");
    expect(within(newest!).getByText("current")).toBeTruthy();
    expect(within(newest!).getByText("Text edited")).toBeTruthy();
    expect(within(newest!).getByText(/Nov 24, 2026/)).toBeTruthy();
    expect(within(first!).getByText("Saved")).toBeTruthy();
    expect(within(first!).queryByText("current")).toBeNull();
    expect(
      screen.getByText("Choose two versions to see the difference between them."),
    ).toBeTruthy();
  });

  it("shows the lines added and removed between two chosen versions, in words too", async () => {
    show(edited);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Compare version 2" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Compare version 1" }));
    const diff = await screen.findByRole("region", {
      name: "Changes from version 1 to version 2",
    });
    expect(within(diff).getByText("2 lines added, 1 line removed")).toBeTruthy();
    const removed = [...diff.querySelectorAll("del")].map((line) => line.textContent);
    const added = [...diff.querySelectorAll("ins")].map((line) => line.textContent);
    expect(removed).toEqual(["Removed: - Book in 15-minute slots."]);
    expect(added).toEqual(["Added: - Book in 30-minute slots.", "Added: - Never overbook."]);
    // Each changed line carries a visible sign, not colour alone.
    const signs = [...diff.querySelectorAll("li[data-change]")].map(
      (line) => `${line.getAttribute("data-change")} ${line.firstElementChild?.textContent}`,
    );
    expect(signs).toContain("added +");
    expect(signs).toContain("removed −");

    fireEvent.click(screen.getByRole("checkbox", { name: "Compare version 1" }));
    expect(screen.queryByRole("region", { name: /Changes from/ })).toBeNull();
  });

  it("names the kinds in the reader's language", async () => {
    await i18n.changeLanguage("de");
    show(edited);
    const table = await screen.findByRole("table", { name: "Versionen" });
    expect(within(table).getByText("Text bearbeitet")).toBeTruthy();
    expect(within(table).getByText("Gespeichert")).toBeTruthy();
  });

  it("sends no text when only the name changed, so no empty version is made", async () => {
    const requests = stubServer();
    show(saved);
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), {
      target: { value: "Salon rules (team)" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(requests.some(({ method }) => method === "PATCH")).toBe(true));
    expect(requests.find(({ method }) => method === "PATCH")?.body).toEqual({
      name: "Salon rules (team)",
    });
  });
});
