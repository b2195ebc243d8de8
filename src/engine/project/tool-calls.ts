import type { CommandKind } from "#contract/project-options";

/**
 * What a command line calls, by the tool it runs (docs/product/project-import.md): a CI step's
 * line or a script's text is a test, a lint, a format… because of the tool, not its name.
 */

/** Prefixes that run the tool through a wrapper; the tool after them decides the kind. */
export const WRAPPERS =
  /^(?:(?:uv run|poetry run|pipenv run|pdm run|bundle exec|pnpm exec|npx|fvm|python3? -m)\s+)*/;

/** The tools whose call says what a line does, by kind (first match wins). */
const TOOLS: readonly (readonly [CommandKind, RegExp])[] = [
  ["e2e", /^(?:playwright test|cypress run|bin\/rails test:system)(?:\s|$)/],
  ["test", /^cargo (?:\+\S+ )?(?:test|nextest run)(?:\s|$)/],
  ["test", /^(?:go|dotnet|flutter|dart|mix|swift|deno) test(?:\s|$)/],
  ["test", /^(?:pytest|py\.test|rspec|bin\/rspec|vendor\/bin\/(?:phpunit|pest))(?:\s|$)/],
  ["test", /^(?:python3? manage\.py|bin\/rails|php artisan) test(?:\s|$)/],
  ["test", /^(?:\.\/gradlew|gradle) test(?:\s|$)/],
  ["test", /^(?:\.\/mvnw|mvn) (?:-\S+ )*(?:test|verify)(?:\s|$)/],
  ["build", /^mix compile(?:\s|$)/],
  ["lint", /^cargo (?:\+\S+ )?clippy(?:\s|$)/],
  ["lint", /^(?:golangci-lint run|ruff check|flutter analyze|dart analyze|mix credo)(?:\s|$)/],
  ["lint", /^(?:rubocop|bin\/rubocop|flake8|pylint|vendor\/bin\/phpstan|phpstan)(?:\s|$)/],
  ["format", /^cargo (?:\+\S+ )?fmt(?:\s|$)/],
  ["format", /^(?:gofmt|dotnet format|dart format|ruff format|black|mix format)(?:\s|$)/],
  ["format", /^(?:vendor\/bin\/pint|pint|prettier)(?:\s|$)/],
  ["typecheck", /^(?:mypy|pyright|basedpyright|tsc|vue-tsc|svelte-check)(?:\s|$)/],
  ["test", /^(?:vitest|jest)(?:\s|$)/],
  ["lint", /^(?:eslint|oxlint|biome (?:lint|check)|stylelint)(?:\s|$)/],
  ["format", /^biome format(?:\s|$)/],
];

/** The kind of call and the tool it runs, without flags or wrappers (`cargo +nightly fmt` → `cargo fmt`). */
export function callOf(command: string): { kind: CommandKind; tool: string } | undefined {
  const rest = command.replace(WRAPPERS, "");
  for (const [kind, pattern] of TOOLS) {
    const match = pattern.exec(rest);
    if (match)
      return {
        kind,
        tool: match[0]
          .split(/\s+/)
          .filter((word) => word !== "" && !/^[-+]/.test(word))
          .join(" "),
      };
  }
  return undefined;
}
