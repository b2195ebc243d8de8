import type { Commands, GenerationContext, ToolchainId } from "./types";

/** What a toolchain brings: usual commands, formatter and linter, dependency audit. */
export interface Toolchain {
  readonly id: ToolchainId;
  readonly name: string;
  /** Package managers, default first; a visitor's mention of another one wins. */
  readonly managers: readonly string[];
  readonly commands: Commands;
  /** Formatter and linter, as named in rules ("Prettier and ESLint"). */
  readonly style: string;
  /** Dependency audit command (`{manager}`: the package manager), or null where there is none. */
  readonly audit: string | null;
}

export const toolchains: Readonly<Record<ToolchainId, Toolchain>> = {
  node: {
    id: "node",
    name: "Node.js",
    managers: ["npm", "pnpm", "yarn", "bun"],
    commands: { dev: "{run:dev}", test: "{run:test}", lint: "{run:lint}", build: "{run:build}" },
    style: "Prettier and ESLint",
    audit: "`{manager} audit`",
  },
  python: {
    id: "python",
    name: "Python",
    managers: ["pip", "uv", "poetry", "pipenv"],
    commands: { test: "{x:pytest}", lint: "{x:ruff check .}", typecheck: "{x:mypy .}" },
    style: "Ruff",
    audit: "`pip-audit`",
  },
  php: {
    id: "php",
    name: "PHP",
    managers: ["composer"],
    commands: { test: "vendor/bin/phpunit", lint: "vendor/bin/phpstan analyse" },
    style: "PHP-CS-Fixer or Pint and PHPStan",
    audit: "`composer audit`",
  },
  ruby: {
    id: "ruby",
    name: "Ruby",
    managers: ["bundler"],
    commands: { test: "bundle exec rspec", lint: "bundle exec rubocop" },
    style: "RuboCop",
    audit: "`bundle exec bundler-audit`",
  },
  dart: {
    id: "dart",
    name: "Flutter",
    managers: ["pub"],
    commands: {
      dev: "flutter run",
      test: "flutter test",
      lint: "flutter analyze",
      build: "flutter build <platform>",
    },
    style: "`dart format` and `flutter analyze` with `flutter_lints`",
    audit: null,
  },
  go: {
    id: "go",
    name: "Go",
    managers: ["go modules"],
    commands: {
      dev: "go run ./cmd/...",
      test: "go test -race ./...",
      lint: "golangci-lint run",
      typecheck: "go vet ./...",
      build: "go build ./...",
    },
    style: "gofmt and golangci-lint",
    audit: "`govulncheck ./...`",
  },
  rust: {
    id: "rust",
    name: "Rust",
    managers: ["cargo"],
    commands: {
      dev: "cargo run",
      test: "cargo test",
      lint: "cargo clippy --all-targets -- -D warnings",
      build: "cargo build --release",
    },
    style: "rustfmt and Clippy",
    audit: "`cargo audit`",
  },
  gradle: {
    id: "gradle",
    name: "JVM",
    managers: ["gradle", "maven"],
    commands: { test: "./gradlew test", lint: "./gradlew check", build: "./gradlew build" },
    style: "the configured formatter (Spotless, ktlint or Checkstyle)",
    audit: "OWASP Dependency-Check",
  },
  dotnet: {
    id: "dotnet",
    name: ".NET",
    managers: ["dotnet"],
    commands: {
      dev: "dotnet run",
      test: "dotnet test",
      lint: "dotnet format --verify-no-changes",
      build: "dotnet build",
    },
    style: "`dotnet format` and the analyzers in `.editorconfig`",
    audit: "`dotnet list package --vulnerable`",
  },
  swift: {
    id: "swift",
    name: "Swift",
    managers: ["swift package manager"],
    commands: {
      test: "swift test",
      lint: "swiftlint",
      build: "swift build",
    },
    style: "SwiftFormat and SwiftLint",
    audit: null,
  },
};

/** The toolchains of the chosen frameworks, in canonical framework order, each once. */
export function toolchainsOf(ctx: GenerationContext): Toolchain[] {
  return [...new Set(ctx.frameworks.map((framework) => toolchains[framework.toolchain]))];
}

/**
 * The package manager: the project's own (an imported fact), else the first one the visitor
 * named, else the toolchain's default.
 */
export function managerOf(toolchain: Toolchain, ctx: GenerationContext): string {
  const imported = ctx.project?.packageManagers.find((manager) =>
    toolchain.managers.includes(manager.name),
  );
  return (
    imported?.name ??
    toolchain.managers.find((name) => ctx.mentionedTools.has(name)) ??
    toolchain.managers[0]!
  );
}

const SCRIPT: Readonly<Record<string, (script: string) => string>> = {
  npm: (script) =>
    script === "test" || script === "start" ? `npm ${script}` : `npm run ${script}`,
  pnpm: (script) => `pnpm ${script}`,
  yarn: (script) => `yarn ${script}`,
  bun: (script) => `bun run ${script}`,
};
const EXEC: Readonly<Record<string, string>> = {
  npm: "npx ",
  pnpm: "pnpm exec ",
  yarn: "yarn ",
  bun: "bunx ",
  uv: "uv run ",
  poetry: "poetry run ",
  pipenv: "pipenv run ",
};

/** Fills `{run:x}` and `{x:cmd}` for the package manager and wraps the command in backticks. */
export function renderCommand(template: string, manager: string): string {
  const filled = template
    .replace(/\{run:([^}]+)\}/g, (_, script: string) => (SCRIPT[manager] ?? SCRIPT.npm!)(script))
    .replace(/\{x:([^}]+)\}/g, (_, command: string) => `${EXEC[manager] ?? ""}${command}`);
  // A trailing remark in parentheses stays outside the code span: "`pytest` (or `…`)".
  const [command, remark] = filled.split(/ (?=\()/, 2) as [string, string | undefined];
  return remark ? `\`${command}\` ${remark}` : `\`${command}\``;
}
