import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { useEffect, useReducer } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { auditedRuleFiles, auditRuleFiles } from "#engine/audit/index";
import { detectProject, type WalkedProject } from "#engine/project/index";
import { i18n } from "@/i18n";
import { renderWithProviders } from "@/testing/render";
import { spyOnToasts } from "@/testing/toast-spies";
import { rememberImportedAudit } from "../project-import/imported-files";
import { loadRuleAudit } from "../project-import/load-rule-audit";
import { initialWizardState, wizardReducer, type WizardState } from "../wizard-state";
import { DetectedProject } from "./detected-project";
import { PROJECT_STEP } from "./wizard";

spyOnToasts();

// The panel and the audit it runs load lazily; loaded once here, their cold transform doesn't eat
// the first test's wait for the report.
beforeAll(() => Promise.all([import("./rule-audit"), loadRuleAudit()]));

const TOKEN = "ghp_" + "Abcdefghijklmnopqrstuvwxyz0123456789AB";

/** A folder with a stale command, a `.md` in `.cursor/rules` and a pasted token. */
const staleFolder: Record<string, string> = {
  "package.json": JSON.stringify({
    name: "shop",
    scripts: { test: "vitest run", build: "vite build" },
    dependencies: { react: "^19.0.0" },
    devDependencies: { vitest: "^3.0.0", vite: "^6.0.0" },
  }),
  "CLAUDE.md": [
    "# Shop",
    "",
    "- Run `npm run test:e2e` before pushing.",
    `- Call the API with the token ${TOKEN} when testing.`,
    "- Prefer small pull requests over large ones.",
    "",
  ].join("\n"),
  ".cursor/rules/style.md": "# Style\n\n- Prefer named exports over default exports.\n",
};

/** The folder as the browser's walk hands it on, its facts, and its files kept in the tab. */
function importFolder(folder: Record<string, string>) {
  const walked: WalkedProject = {
    files: Object.entries(folder).map(([path, content]) => ({ path, content })),
    paths: Object.keys(folder),
    capped: false,
  };
  const facts = detectProject(walked.files, { origin: { kind: "files" }, paths: walked.paths });
  rememberImportedAudit({ facts, source: { kind: "files", walked } });
  return facts;
}

/** A GitHub import: the server read the files and sent its audit with the facts. */
function importFromGithub(folder: Record<string, string>) {
  const files = Object.entries(folder).map(([path, content]) => ({ path, content }));
  const paths = Object.keys(folder);
  const origin = { kind: "github", repository: "acme/shop", commit: "a".repeat(40) } as const;
  const facts = detectProject(files, { origin, paths });
  const findings = auditRuleFiles({ files, paths, facts });
  const report = { findings, files: auditedRuleFiles({ files, findings }), capped: false };
  rememberImportedAudit({ facts, source: { kind: "report", report } });
  return facts;
}

let current: WizardState = initialWizardState;
const track = (state: WizardState) => {
  current = state;
};

function Harness({
  folder,
  importer = importFolder,
}: {
  folder: Record<string, string>;
  importer?: typeof importFolder;
}) {
  const [state, dispatch] = useReducer(wizardReducer, undefined, () =>
    wizardReducer(
      { ...initialWizardState, step: PROJECT_STEP },
      { type: "importProject", facts: importer(folder) },
    ),
  );
  useEffect(() => track(state), [state]);
  return <DetectedProject state={state} dispatch={dispatch} />;
}

const show = (folder = staleFolder) => renderWithProviders(<Harness folder={folder} />);

afterEach(async () => {
  cleanup();
  rememberImportedAudit(null);
  await i18n.changeLanguage("en");
});

describe("the audit of a GitHub import's rule files", () => {
  it("shows the report the server sent with the facts, the token cut short", async () => {
    const { container } = renderWithProviders(
      <Harness folder={staleFolder} importer={importFromGithub} />,
    );
    const report = await screen.findByRole("region", { name: "Your rule files, checked" });
    expect(
      within(report).getByText("1 error, 2 warnings and 0 notes in 2 rule files"),
    ).toBeTruthy();
    expect(
      within(report).getByRole("list", { name: "Findings in CLAUDE.md" }).textContent,
    ).toContain("“npm run test:e2e” runs a script or task the project does not define");
    expect(container.textContent).not.toContain(TOKEN);
  });

  it("Fix with Rulesmith applies the findings the server applied to the files it read", async () => {
    renderWithProviders(<Harness folder={staleFolder} importer={importFromGithub} />);
    const report = await screen.findByRole("region", { name: "Your rule files, checked" });
    fireEvent.click(within(report).getByRole("button", { name: "Fix with Rulesmith" }));
    const claude = current.form.project!.existingRules[0]!;
    expect(claude.keep).toBe(true);
    expect(claude.fix?.rules).toEqual(["Prefer small pull requests over large ones."]);
    expect(claude.fix?.leftOut.map(({ line }) => line)).toEqual([3, 4]);
  });
});

describe("the audit of a folder import's rule files", () => {
  it("lists each finding by file with its line, severity, why and fix; the token cut short", async () => {
    const { container } = show();
    const report = await screen.findByRole("region", { name: "Your rule files, checked" });
    expect(
      within(report).getByText("1 error, 2 warnings and 0 notes in 2 rule files"),
    ).toBeTruthy();

    const claude = within(report).getByRole("list", { name: "Findings in CLAUDE.md" });
    const [command, secret] = within(claude).getAllByRole("listitem");
    expect(command!.textContent).toContain("Warning");
    expect(command!.textContent).toContain("Line 3");
    expect(command!.textContent).toContain(
      "“npm run test:e2e” runs a script or task the project does not define",
    );
    expect(command!.textContent).toContain("Fix: Write the command the project has");
    expect(secret!.textContent).toContain("Error");
    expect(secret!.textContent).toContain("Line 4");
    expect(secret!.textContent).toContain("GitHub token (ghp_…) in a rule file");

    const cursor = within(report).getByRole("list", { name: "Findings in .cursor/rules/style.md" });
    expect(cursor.textContent).toContain("Whole file");
    expect(cursor.textContent).toContain(
      "Cursor reads only .mdc files in .cursor/rules/; it never loads this one.",
    );
    expect(cursor.textContent).toContain("Fix: Rename it to .cursor/rules/style.mdc.");

    // The token is never on the page, and neither is the engine's English text.
    expect(container.textContent).not.toContain(TOKEN);
    expect(container.textContent).not.toContain(TOKEN.slice(0, 8));
  });

  it("speaks German, by code and params", async () => {
    await i18n.changeLanguage("de");
    const { container } = show();
    const report = await screen.findByRole("region", { name: "Deine Regeldateien, geprüft" });
    expect(
      within(report).getByText("1 Fehler, 2 Warnungen und 0 Hinweise in 2 Regeldateien"),
    ).toBeTruthy();
    const claude = within(report).getByRole("list", { name: "Befunde in CLAUDE.md" });
    expect(claude.textContent).toContain("Zeile 3");
    expect(claude.textContent).toContain(
      "„npm run test:e2e“ ruft ein Skript oder einen Task auf, den das Projekt nicht hat",
    );
    expect(claude.textContent).toContain("GitHub-Token (ghp_…) in einer Regeldatei");
    expect(claude.textContent).toContain("Lösung: Entferne ihn, widerrufe ihn");
    const cursor = within(report).getByRole("list", {
      name: "Befunde in .cursor/rules/style.md",
    });
    expect(cursor.textContent).toContain("Ganze Datei");
    expect(cursor.textContent).toContain("Benenne sie in .cursor/rules/style.mdc um.");
    expect(container.textContent).not.toContain("runs a script or task");
    expect(container.textContent).not.toContain(TOKEN);
  });

  /** A folder whose tools load their files in every way. */
  const loadingFolder: Record<string, string> = {
    "package.json": staleFolder["package.json"]!,
    "CLAUDE.md": "# Shop\n\n- Prefer named exports.\n",
    "web/CLAUDE.md": "# Web\n\n- Components are function components.\n",
    ".cursor/rules/base.mdc": "---\nalwaysApply: true\n---\n- Keep modules small.\n",
    ".cursor/rules/react.mdc": "---\nglobs: src/**/*.tsx\n---\n- Use hooks, not classes.\n",
    ".cursor/rules/db.mdc": "---\ndescription: Database queries\n---\n- Use transactions.\n",
    ".cursor/rules/release.mdc": "- Tag releases by hand after review.\n",
    ".cursor/rules/style.md": "# Style\n\n- Prefer const over let.\n",
  };

  it("says what each tool loads: always, for paths, on demand, only when mentioned, never", async () => {
    show(loadingFolder);
    const report = await screen.findByRole("region", { name: "Your rule files, checked" });
    const loads = within(report).getByRole("list", { name: "What each tool loads" });
    const items = (tool: string) =>
      within(loads)
        .getAllByRole("listitem")
        .filter((item) => item.parentElement?.getAttribute("aria-label") === `What ${tool} loads`)
        .map((item) => item.textContent);
    expect(items("Cursor")).toEqual([
      "always .cursor/rules/base.mdc",
      "for src/**/*.tsx .cursor/rules/react.mdc",
      "on demand (the agent decides from its description) .cursor/rules/db.mdc",
      "only when mentioned .cursor/rules/release.mdc",
      "never (ignored) .cursor/rules/style.md",
    ]);
    expect(items("Claude")).toEqual(["always CLAUDE.md", "for web/** web/CLAUDE.md"]);
    expect(within(loads).getByTitle("Database queries").textContent).toContain("db.mdc");
  });

  it("says what each tool loads in German", async () => {
    await i18n.changeLanguage("de");
    show(loadingFolder);
    const report = await screen.findByRole("region", { name: "Deine Regeldateien, geprüft" });
    const loads = within(report).getByRole("list", { name: "Was jedes Werkzeug lädt" });
    const cursor = within(loads).getByRole("list", { name: "Was Cursor lädt" });
    expect(
      within(cursor)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "immer .cursor/rules/base.mdc",
      "für src/**/*.tsx .cursor/rules/react.mdc",
      "bei Bedarf (der Agent entscheidet nach der Beschreibung) .cursor/rules/db.mdc",
      "nur wenn erwähnt .cursor/rules/release.mdc",
      "nie (ignoriert) .cursor/rules/style.md",
    ]);
    expect(within(loads).getByRole("list", { name: "Was Claude lädt" }).textContent).toContain(
      "für web/** web/CLAUDE.md",
    );
  });

  it("Fix with Rulesmith keeps every file with rules, the findings applied, and moves on", async () => {
    const { container } = show();
    const report = await screen.findByRole("region", { name: "Your rule files, checked" });
    expect(current.form.project?.existingRules.map((file) => file.keep)).toEqual([false, false]);
    fireEvent.click(within(report).getByRole("button", { name: "Fix with Rulesmith" }));
    expect(current.step).toBe(PROJECT_STEP + 1);
    const [claude, style] = current.form.project!.existingRules;
    // The stale command's line and the token's line are left out; the third rule stays.
    expect(claude).toMatchObject({ path: "CLAUDE.md", keep: true });
    expect(claude!.fix).toEqual({
      rules: ["Prefer small pull requests over large ones."],
      leftOut: [
        { line: 3, code: "unknown-command" },
        { line: 4, code: "secret" },
      ],
      asWritten: false,
    });
    expect(style).toMatchObject({ path: ".cursor/rules/style.md", keep: true });
    expect(style!.fix).toBeUndefined();

    // "Your rule files" says what was left out and why, and never shows the token.
    const leftOut = screen.getByRole("list", { name: "2 lines left out by the audit" });
    expect(
      within(leftOut)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Line 3: a command your project doesn't have", "Line 4: a pasted secret"]);
    expect(container.textContent).toContain("CLAUDE.md · Claude · 1 rule");
    expect(container.textContent).not.toContain(TOKEN.slice(0, 8));

    // One control per file keeps it as written instead, and back.
    const asWritten = screen.getByRole("checkbox", { name: /^Keep as written\s*\(CLAUDE\.md\)$/ });
    fireEvent.click(asWritten);
    expect(current.form.project!.existingRules[0]!.fix?.asWritten).toBe(true);
    expect(container.textContent).toContain("CLAUDE.md · Claude · 3 rules");
    expect(container.textContent).toContain("Kept as written: 2 lines the audit flagged stay in");
    fireEvent.click(asWritten);
    expect(current.form.project!.existingRules[0]!.fix?.asWritten).toBe(false);
  });

  it("says what was left out in German", async () => {
    await i18n.changeLanguage("de");
    show();
    const report = await screen.findByRole("region", { name: "Deine Regeldateien, geprüft" });
    fireEvent.click(within(report).getByRole("button", { name: "Mit Rulesmith beheben" }));
    const leftOut = screen.getByRole("list", { name: "2 Zeilen von der Prüfung weggelassen" });
    expect(
      within(leftOut)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Zeile 3: ein Befehl, den dein Projekt nicht hat",
      "Zeile 4: ein eingefügtes Geheimnis",
    ]);
    expect(
      screen.getByRole("checkbox", { name: /^Wie geschrieben behalten\s*\(CLAUDE\.md\)$/ }),
    ).toBeTruthy();
  });

  it("offers the check when the import found no rule files, and says when they are clean", async () => {
    show({
      "package.json": staleFolder["package.json"]!,
      "AGENTS.md": "# Shop\n\n- Run `npm test` before pushing.\n",
    });
    // AGENTS.md is a rule file: the check runs at once, and finds nothing.
    expect(await screen.findByText("No problems found in your rule file.")).toBeTruthy();
    cleanup();

    show({ "package.json": staleFolder["package.json"]! });
    const check = await screen.findByRole("button", { name: "Check your rule files" });
    expect(screen.queryByRole("region", { name: "Your rule files, checked" })).toBeNull();
    fireEvent.click(check);
    expect(await screen.findByText(/Your folder has no rule files/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Fix with Rulesmith" })).toBeNull();
  });

  it("shows nothing for an import whose files this tab doesn't have", () => {
    show();
    act(() => rememberImportedAudit(null));
    expect(screen.queryByRole("button", { name: "Check your rule files" })).toBeNull();
    expect(screen.queryByRole("region", { name: /checked|Audit of/ })).toBeNull();
  });
});
