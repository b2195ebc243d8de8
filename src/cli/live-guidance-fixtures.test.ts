import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ProjectFacts } from "#contract/project-facts";
import { generateRule } from "#engine/index";
import { suggestMcpServers } from "#engine/mcp/suggest";
import { measure } from "#engine/browser/measure";
import { detectProject } from "#engine/project/index";
import { CORPUS_DIR, formForTools } from "./project-corpus";
import { walkProject } from "./walk-project";

/**
 * A framework's own live guidance (docs/product/mcp-servers.md "Live guidance") in two real
 * projects: koel's Laravel Boost guidelines (the corpus fixture) and the block Next.js 16.2 writes
 * into AGENTS.md (tests/fixtures/live-guidance). The rule keeps the block as written, says when to
 * use the live tool, drops our rules for what it covers, and the framework's MCP server is offered.
 */
const FIXTURES = [
  {
    name: "koel (Laravel Boost)",
    dir: join(CORPUS_DIR, "koel-koel/files"),
    kind: "laravel-boost",
    covered: ["PHP", "Laravel", "TailwindCSS"],
    // Boost's own `search-docs` advice comes with its library rule, once.
    lead: "`php artisan boost:update`",
    once: "Laravel Boost is installed: before changing Laravel",
    server: "laravel-boost",
  },
  {
    name: "a Next.js 16.2 app",
    dir: join(import.meta.dirname, "../../tests/fixtures/live-guidance/nextjs-16-2-app/files"),
    kind: "nextjs",
    covered: ["Next.js"],
    lead: "`node_modules/next/dist/docs/`",
    server: "next-devtools",
  },
] as const;

const TOOL_SETS = [["Claude"], ["Cursor"], ["Claude", "Cursor", "Copilot"]] as const;

const formFor = (facts: ProjectFacts, tools: readonly string[]) => formForTools(facts, tools);

const frameworkIds = (names: readonly string[]) =>
  names.map((name) => name.toLowerCase().replace(/\W+/g, ""));

describe.each(FIXTURES)("live guidance: $name", (fixture) => {
  it("keeps the block once as written, says when to use the tool, and leaves out our rules for it", async () => {
    const { files } = await walkProject(fixture.dir);
    const facts = detectProject(files, { origin: { kind: "files" } });
    const [guidance] = facts.guidance ?? [];
    expect(guidance).toMatchObject({ kind: fixture.kind });
    expect(guidance!.block).not.toBeNull();
    expect(
      suggestMcpServers(formFor(facts, ["Claude"])).map(({ server }) => server.name),
    ).toContain(fixture.server);

    const sizes: string[] = [];
    for (const tools of TOOL_SETS) {
      const rule = generateRule({ form: formFor(facts, tools), language: "en" });
      const without = generateRule({
        form: formFor({ ...facts, guidance: undefined }, tools),
        language: "en",
      });
      const main = rule.files.find((file) => file.path === rule.fileName)!;
      expect(main.content.split(guidance!.block!).length - 1, tools.join("+")).toBe(1);
      expect(main.content).toContain(fixture.lead);
      if ("once" in fixture) expect(main.content.split(fixture.once)).toHaveLength(2);
      const others = rule.files.filter((file) => file !== main).map((file) => file.content);
      expect(others.some((text) => text.includes(guidance!.block!))).toBe(false);

      for (const id of frameworkIds(fixture.covered)) {
        expect(rule.sections).not.toContain(`framework:${id}`);
        expect(rule.files.some((file) => file.path.includes(`/${id}.`))).toBe(false);
      }
      const [kept] = rule.guidance!;
      expect(kept).toMatchObject({ kind: fixture.kind, carried: true });
      expect(kept!.saved).toBeGreaterThan(0);

      const unit = rule.limit.unit;
      const ours = (text: string) => measure(text.replace(guidance!.block!, ""), unit);
      const before = without.files.reduce((sum, file) => sum + measure(file.content, unit), 0);
      const after = rule.files.reduce((sum, file) => sum + measure(file.content, unit), 0);
      sizes.push(
        `${tools.join("+")}: ${before} → ${after} ${unit} in all files, ours ${before} → ${rule.files.reduce((sum, file) => sum + ours(file.content), 0)}, saved ${kept!.saved}`,
      );
    }
    console.info(`${fixture.name}: ${sizes.join("; ")}`);
  });
});
