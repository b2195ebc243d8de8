import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useEffect, useReducer } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import type { WizardForm } from "#contract/wizard";
import { createProjectFacts } from "#engine/project/testing/facts";
import { i18n } from "@/i18n";
import { initialWizardState, wizardReducer, type WizardState } from "../wizard-state";
import { McpServersSection } from "./mcp-servers-section";

let current: WizardState = initialWizardState;

function Harness({ form }: { form: Partial<WizardForm> }) {
  const [state, dispatch] = useReducer(wizardReducer, {
    ...initialWizardState,
    form: { ...initialWizardState.form, ...form },
  });
  useEffect(() => {
    current = state;
  }, [state]);
  return <McpServersSection state={state} dispatch={dispatch} />;
}

function show(form: Partial<WizardForm>) {
  return render(
    <I18nextProvider i18n={i18n}>
      <Harness form={form} />
    </I18nextProvider>,
  );
}

const project = createProjectFacts({
  frameworks: [{ name: "Next.js", version: "16.2.1", source: "package-lock.json" }],
  libraries: [{ name: "Supabase", version: "2.50.0", source: "package-lock.json" }],
});

afterEach(cleanup);

describe("MCP servers on the last step", () => {
  it("links to the documentation's MCP servers tab, in a new tab so the wizard stays", () => {
    show({ frameworks: ["React"] });
    const link = screen.getByRole("link", { name: "How MCP servers work" });
    expect(link.getAttribute("href")).toBe("/documentation#mcp-servers");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("suggests the project's servers with the fact that calls for each, and takes one in", () => {
    show({ frameworks: ["Next.js"], project });
    const list = screen.getByRole("list", { name: "Suggested for your project" });
    expect(within(list).getByText("Your project uses Next.js 16.2.1")).toBeTruthy();
    expect(within(list).getByText("Your project uses Supabase 2.50.0")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "next-devtools" }));
    expect(current.form.mcpServers?.map((server) => server.name)).toEqual(["next-devtools"]);
    fireEvent.click(screen.getByRole("checkbox", { name: "next-devtools" }));
    expect(current.form.mcpServers).toBeUndefined();
  });

  it("adds a server of the user's own with the names of its variables, and removes it", async () => {
    show({ frameworks: ["React"] });
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "sentry" } });
    fireEvent.change(screen.getByLabelText("Command"), {
      target: { value: "npx -y @sentry/mcp-server" },
    });
    fireEvent.change(screen.getByLabelText("Environment variables it needs"), {
      target: { value: "SENTRY_TOKEN, SENTRY_HOST" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add server" }));
    await waitFor(() =>
      expect(current.form.mcpServers).toEqual([
        {
          name: "sentry",
          transport: { type: "stdio", command: "npx", args: ["-y", "@sentry/mcp-server"] },
          env: ["SENTRY_TOKEN", "SENTRY_HOST"],
        },
      ]),
    );
    expect(screen.getByText("Needs SENTRY_TOKEN, SENTRY_HOST")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove sentry" }));
    expect(current.form.mcpServers).toBeUndefined();
  });

  it("refuses a bad name, a URL that isn't one, a secret typed as a variable, and a taken name", async () => {
    show({ frameworks: ["Next.js"] });
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "My Server" } });
    fireEvent.change(screen.getByLabelText("How it runs"), { target: { value: "http" } });
    fireEvent.change(screen.getByLabelText("URL"), { target: { value: "mcp.example.com" } });
    fireEvent.change(screen.getByLabelText("Environment variables it needs"), {
      target: { value: "sk_live_abc123" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add server" }));
    expect(await screen.findByText(/Use lower case letters, digits and dashes/)).toBeTruthy();
    expect(screen.getByText(/full http:\/\/ or https:\/\/ address/)).toBeTruthy();
    expect(screen.getByText(/Upper case names like EXAMPLE_API_KEY/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "next-devtools" } });
    fireEvent.change(screen.getByLabelText("URL"), {
      target: { value: "https://mcp.example.com" },
    });
    fireEvent.change(screen.getByLabelText("Environment variables it needs"), {
      target: { value: "" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add server" }));
    expect(await screen.findByText("A server of this name is already in the list.")).toBeTruthy();
    expect(current.form.mcpServers).toBeUndefined();
  });
});
