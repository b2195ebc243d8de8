import { describe, expect, it } from "vitest";
import { limits } from "#contract/limits";
import { projectFactsSchema } from "#contract/project-facts";
import { detectProject } from "./detect";
import { needsContent, shouldReadFile } from "./files";
import { withoutLiveGuidance } from "./live-guidance";

const BOOST = [
  "<laravel-boost-guidelines>",
  "=== foundation rules ===",
  "",
  "# Laravel Boost Guidelines",
  "",
  "- Use `search-docs` before changing code.",
  "</laravel-boost-guidelines>",
].join("\n");
const NEXT = [
  "<!-- BEGIN:nextjs-agent-rules -->",
  "# Next.js: read the bundled docs",
  "Read `node_modules/next/dist/docs/` first.",
  "<!-- END:nextjs-agent-rules -->",
].join("\n");

const detect = (files: Record<string, string>) =>
  detectProject(
    Object.entries(files).map(([path, content]) => ({ path, content })),
    { origin: { kind: "files" } },
  );

describe("the frameworks' live guidance in a project's rule files", () => {
  it("finds each kind once, as written, the AGENTS.md copy first, and keeps it out of the user's rules", () => {
    const facts = detect({
      ".cursor/rules/laravel-boost.mdc": `---\nalwaysApply: true\n---\n${BOOST}\n`,
      "AGENTS.md": `# Shop\n\n- Orders are never deleted.\n\n${BOOST}\n\n${NEXT}\n`,
      "CLAUDE.md": `${BOOST}\n`,
    });
    expect(facts.guidance).toEqual([
      { kind: "laravel-boost", path: "AGENTS.md", block: BOOST },
      { kind: "nextjs", path: "AGENTS.md", block: NEXT },
    ]);
    expect(facts.existingRules.find((file) => file.path === "AGENTS.md")?.rules).toEqual([
      "Orders are never deleted.",
    ]);
    expect(projectFactsSchema.parse(facts).guidance).toEqual(facts.guidance);
  });

  it("names a block too long to carry by its file only, and skips one that never ends", () => {
    const long = BOOST.replace(
      "# Laravel Boost Guidelines",
      `# Laravel Boost Guidelines\n${"- a rule\n".repeat(limits.liveGuidanceBlockMax / 9)}`,
    );
    expect(detect({ "CLAUDE.md": long }).guidance).toEqual([
      { kind: "laravel-boost", path: "CLAUDE.md", block: null },
    ]);
    expect(
      detect({ "AGENTS.md": NEXT.split("\n").slice(0, 3).join("\n") }).guidance,
    ).toBeUndefined();
  });

  it("refuses a block that hides Rulesmith's own markers or another begin marker", () => {
    const hidden = BOOST.replace("# Laravel", "<!-- rulesmith:end -->\n# Laravel");
    expect(detect({ "AGENTS.md": hidden }).guidance).toBeUndefined();
    const parsed = projectFactsSchema.safeParse({
      ...detect({ "AGENTS.md": BOOST }),
      guidance: [{ kind: "laravel-boost", path: "AGENTS.md", block: hidden }],
    });
    expect(parsed.success).toBe(false);
  });
});

describe("The Flutter and Dart teams' agent skills installed in a project", () => {
  const skill = (name: string) => `---\nname: ${name}\ndescription: A skill.\n---\n# ${name}\n`;

  it("lists those under an agent's skills folder, `.agents/skills/` first, and nothing else", () => {
    const facts = detect({
      "pubspec.yaml": "name: shop\n",
      ".claude/skills/flutter-setup-localization/SKILL.md": skill("flutter-setup-localization"),
      ".agents/skills/flutter-add-widget-test/SKILL.md": skill("flutter-add-widget-test"),
      ".agents/skills/flutter-setup-declarative-routing/SKILL.md": skill(
        "flutter-setup-declarative-routing",
      ),
      // Ours, not the Flutter team's; and SKILL.md files outside an agent's skills folder.
      ".agents/skills/release-notes/SKILL.md": skill("release-notes"),
      "docs/flutter-use-http-package/SKILL.md": skill("flutter-use-http-package"),
      "skills/flutter-fix-layout-issues/SKILL.md": skill("flutter-fix-layout-issues"),
      ".agents/skills/flutter-add-integration-test/README.md": "# Not the skill\n",
    });
    expect(facts.guidance).toEqual([
      {
        kind: "flutter-skills",
        path: ".agents/skills",
        block: null,
        skills: [
          "flutter-add-widget-test",
          "flutter-setup-declarative-routing",
          "flutter-setup-localization",
        ],
      },
    ]);
    expect(projectFactsSchema.parse(facts).guidance).toEqual(facts.guidance);
  });

  it("names Claude Code's folder when the skills are only there", () => {
    const facts = detect({
      ".claude/skills/flutter-implement-json-serialization/SKILL.md": skill(
        "flutter-implement-json-serialization",
      ),
    });
    expect(facts.guidance).toEqual([
      {
        kind: "flutter-skills",
        path: ".claude/skills",
        block: null,
        skills: ["flutter-implement-json-serialization"],
      },
    ]);
  });

  it("looks in a Flutter app's own folder too, and the root still counts", () => {
    const pubspec = "name: shop\ndependencies:\n  flutter:\n    sdk: flutter\n";
    const facts = detect({
      "package.json": '{ "name": "site" }\n',
      "app/pubspec.yaml": pubspec,
      "app/.agents/skills/flutter-add-widget-test/SKILL.md": skill("flutter-add-widget-test"),
      ".claude/skills/flutter-setup-localization/SKILL.md": skill("flutter-setup-localization"),
      // Not a Dart package's folder; an example's; inside another dot folder.
      "web/package.json": '{ "name": "web" }\n',
      "web/.agents/skills/flutter-use-http-package/SKILL.md": skill("flutter-use-http-package"),
      "example/pubspec.yaml": pubspec,
      "example/.agents/skills/flutter-fix-layout-issues/SKILL.md": skill("x"),
      ".github/.agents/skills/flutter-add-widget-preview/SKILL.md": skill("x"),
    });
    expect(facts.frameworks.map((framework) => framework.name)).toContain("Flutter");
    expect(facts.guidance).toEqual([
      {
        kind: "flutter-skills",
        path: "app/.agents/skills",
        block: null,
        skills: ["flutter-add-widget-test", "flutter-setup-localization"],
      },
    ]);
    expect(projectFactsSchema.parse(facts).guidance).toEqual(facts.guidance);
  });

  it("lists the Dart team's beside them, each team's in an entry of its own", () => {
    const facts = detect({
      "pubspec.yaml": "name: shop\n",
      ".agents/skills/flutter-add-widget-test/SKILL.md": skill("flutter-add-widget-test"),
      ".agents/skills/dart-use-pattern-matching/SKILL.md": skill("dart-use-pattern-matching"),
      ".claude/skills/dart-add-unit-test/SKILL.md": skill("dart-add-unit-test"),
      // Someone else's Dart skill is not the Dart team's.
      ".agents/skills/dart-best-practices/SKILL.md": skill("dart-best-practices"),
    });
    expect(facts.guidance).toEqual([
      {
        kind: "flutter-skills",
        path: ".agents/skills",
        block: null,
        skills: ["flutter-add-widget-test"],
      },
      {
        kind: "dart-skills",
        path: ".agents/skills",
        block: null,
        skills: ["dart-add-unit-test", "dart-use-pattern-matching"],
      },
    ]);
    expect(projectFactsSchema.parse(facts).guidance).toEqual(facts.guidance);
  });

  it("finds none in a project without them", () => {
    expect(
      detect({ ".agents/skills/release-notes/SKILL.md": skill("x") }).guidance,
    ).toBeUndefined();
  });

  it("is walked as a listed file whose text is never fetched", () => {
    expect(shouldReadFile(".agents/skills/flutter-add-widget-test/SKILL.md")).toBe(true);
    expect(needsContent(".agents/skills/flutter-add-widget-test/SKILL.md")).toBe(false);
    expect(shouldReadFile("docs/flutter-add-widget-test/SKILL.md")).toBe(false);
    expect(shouldReadFile("app/.agents/skills/flutter-add-widget-test/SKILL.md")).toBe(true);
    expect(needsContent("app/.agents/skills/flutter-add-widget-test/SKILL.md")).toBe(false);
    expect(shouldReadFile(".github/.agents/skills/flutter-add-widget-test/SKILL.md")).toBe(false);
  });

  it("is refused by the facts' schema with a block, an unknown skill, or skills on a block kind or the other team's", () => {
    const base = detect({ "pubspec.yaml": "name: shop\n" });
    const entry = { kind: "flutter-skills", path: ".agents/skills", block: null };
    for (const guidance of [
      [{ ...entry, skills: ["flutter-add-widget-test"], block: "<x>" }],
      [{ ...entry, skills: ["release-notes"] }],
      [{ ...entry, skills: [] }],
      [entry],
      [{ kind: "nextjs", path: "AGENTS.md", block: NEXT, skills: ["flutter-add-widget-test"] }],
      // A team's skills under the other team's kind.
      [{ ...entry, skills: ["dart-add-unit-test"] }],
      [{ ...entry, kind: "dart-skills", skills: ["flutter-add-widget-test"] }],
    ]) {
      expect(projectFactsSchema.safeParse({ ...base, guidance }).success).toBe(false);
    }
    const kept = [
      { ...entry, skills: ["flutter-add-widget-test"] },
      { ...entry, kind: "dart-skills", skills: ["dart-add-unit-test"] },
    ];
    expect(projectFactsSchema.safeParse({ ...base, guidance: kept }).success).toBe(true);
  });
});

describe("withoutLiveGuidance", () => {
  it("takes the blocks out of a file's text, CRLF or not, and leaves the rest as it was", () => {
    const text = `# Shop\r\n\r\n- Ours.\r\n\r\n${BOOST.replace(/\n/g, "\r\n")}\r\n\r\n${NEXT}\n`;
    const rest = withoutLiveGuidance(text);
    expect(rest).toBe("# Shop\n\n- Ours.\n\n\n\n\n");
    expect(withoutLiveGuidance("# Nothing kept\n")).toBe("# Nothing kept\n");
  });
});
