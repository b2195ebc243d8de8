import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "@/i18n";
import { renderWithProviders } from "@/testing/render";
import { GuidanceNote } from "./guidance-note";

type Note = Parameters<typeof GuidanceNote>[0];

const renderNote = (unit: Note["unit"], ...guidance: Note["guidance"]) =>
  renderWithProviders(<GuidanceNote unit={unit} guidance={guidance} />);

const flutterSkills = (path: string, saved: number) => ({
  kind: "flutter-skills" as const,
  path,
  carried: false,
  frameworks: ["Flutter"],
  saved,
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

describe("the frameworks' live guidance on the result page", () => {
  it("says what is kept, where, and what our left-out rules saved", async () => {
    renderNote(
      "lines",
      {
        kind: "laravel-boost",
        path: "AGENTS.md",
        carried: true,
        frameworks: ["PHP", "Laravel"],
        saved: 24,
      },
      { kind: "nextjs", path: "web/AGENTS.md", carried: false, frameworks: [], saved: 0 },
    );
    expect(
      await screen.findByText(
        "Laravel Boost's own guidance is kept as written and used live. Our rules for PHP and Laravel are left out: 24 lines saved.",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Next.js's own guidance stays in web/AGENTS.md (too long to carry): keep that block when you add these files.",
      ),
    ).toBeTruthy();
  });

  it("says Flutter's skills stay in their folder and which of our rules they cover", async () => {
    renderNote("chars", flutterSkills(".agents/skills", 412));
    expect(
      await screen.findByText(
        "Flutter's agent skills stay in .agents/skills, and the agent reads one when a task calls for it. Our rules for Flutter that they cover are left out: 412 characters saved.",
      ),
    ).toBeTruthy();
    cleanup();
    renderNote("lines", flutterSkills(".claude/skills", 0));
    // What the skills cover is left out in part: a rule's rest keeps its line.
    expect(
      await screen.findByText(
        "Flutter's agent skills stay in .claude/skills, and the agent reads one when a task calls for it.",
      ),
    ).toBeTruthy();
  });

  it("says the Dart team's skills stay in their folder too, and saves nothing of ours", async () => {
    renderNote("chars", {
      kind: "dart-skills",
      path: "app/.agents/skills",
      carried: false,
      frameworks: [],
      saved: 0,
    });
    expect(
      await screen.findByText(
        "Dart's agent skills stay in app/.agents/skills, and the agent reads one when a task calls for it.",
      ),
    ).toBeTruthy();
  });

  it("speaks German", async () => {
    await i18n.changeLanguage("de");
    renderNote("chars", {
      kind: "nextjs",
      path: "AGENTS.md",
      carried: true,
      frameworks: ["Next.js"],
      saved: 1200,
    });
    expect(
      await screen.findByText(/Unsere Regeln für Next\.js entfallen: 1\.200 Zeichen gespart\./),
    ).toBeTruthy();
  });
});
