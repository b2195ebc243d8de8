import { codeSpan } from "./render/inline";
import type { Commands, GenerationContext, Localized, ToolchainId } from "./types";

/** What a toolchain brings: usual commands, formatter and linter, dependency audit. */
export interface Toolchain {
  readonly id: ToolchainId;
  readonly name: string;
  /** Package managers, default first; a visitor's mention of another one wins. */
  readonly managers: readonly string[];
  readonly commands: Commands;
  /** Formatter and linter, as named in rules (joined with the language's "and"). */
  readonly style: Localized<readonly string[]>;
  /** Dependency audit command (`{manager}`: the package manager), or null where there is none. */
  readonly audit: string | null;
  /**
   * How the language names things, from its own style guide (PEP 8, Effective Dart, Effective Go,
   * the Rust API guidelines, PSR-1, the .NET and Swift API design guidelines, Kotlin's coding
   * conventions, the TypeScript handbook's declarations), for the conventions line.
   */
  readonly naming: Localized<string>;
}

export const toolchains: Readonly<Record<ToolchainId, Toolchain>> = {
  node: {
    id: "node",
    name: "Node.js",
    managers: ["npm", "pnpm", "yarn", "bun"],
    commands: { dev: "{run:dev}", test: "{run:test}", lint: "{run:lint}", build: "{run:build}" },
    style: { en: ["Prettier", "ESLint"], de: ["Prettier", "ESLint"] },
    audit: "`{manager} audit`",
    naming: {
      en: "camelCase values and functions, PascalCase types, classes and components, UPPER_SNAKE_CASE constants",
      de: "camelCase für Werte und Funktionen, PascalCase für Typen, Klassen und Komponenten, UPPER_SNAKE_CASE für Konstanten",
    },
  },
  deno: {
    id: "deno",
    name: "Deno",
    managers: ["deno"],
    // docs.deno.com/runtime/reference/cli: the built-in task runner, test runner, linter, type
    // checker and `deno audit` (it reads `deno.lock`); no Prettier, ESLint or tsc needed.
    commands: {
      dev: "deno task dev",
      test: "deno test",
      lint: "deno lint",
      typecheck: "deno check",
    },
    style: { en: ["`deno fmt`", "`deno lint`"], de: ["`deno fmt`", "`deno lint`"] },
    audit: "`deno audit`",
    naming: {
      en: "camelCase values and functions, PascalCase types, classes and components, UPPER_SNAKE_CASE constants",
      de: "camelCase für Werte und Funktionen, PascalCase für Typen, Klassen und Komponenten, UPPER_SNAKE_CASE für Konstanten",
    },
  },
  python: {
    id: "python",
    name: "Python",
    managers: ["pip", "uv", "poetry", "pipenv"],
    commands: { test: "{x:pytest}", lint: "{x:ruff check .}", typecheck: "{x:mypy .}" },
    style: { en: ["Ruff"], de: ["Ruff"] },
    audit: "`pip-audit`",
    naming: {
      en: "snake_case modules, functions and variables, PascalCase classes, UPPER_SNAKE_CASE constants (PEP 8)",
      de: "snake_case für Module, Funktionen und Variablen, PascalCase für Klassen, UPPER_SNAKE_CASE für Konstanten (PEP 8)",
    },
  },
  php: {
    id: "php",
    name: "PHP",
    managers: ["composer"],
    commands: { test: "vendor/bin/phpunit", lint: "vendor/bin/phpstan analyse" },
    style: { en: ["PHP-CS-Fixer or Pint", "PHPStan"], de: ["PHP-CS-Fixer oder Pint", "PHPStan"] },
    audit: "`composer audit`",
    naming: {
      en: "PascalCase classes in files of the same name, camelCase methods and properties (PSR-1/PSR-12)",
      de: "PascalCase für Klassen in gleichnamigen Dateien, camelCase für Methoden und Eigenschaften (PSR-1/PSR-12)",
    },
  },
  ruby: {
    id: "ruby",
    name: "Ruby",
    managers: ["bundler"],
    commands: { test: "bundle exec rspec", lint: "bundle exec rubocop" },
    style: { en: ["RuboCop"], de: ["RuboCop"] },
    audit: "`bundle exec bundler-audit`",
    naming: {
      en: "snake_case methods, variables and files, CamelCase classes and modules, SCREAMING_SNAKE_CASE constants",
      de: "snake_case für Methoden, Variablen und Dateien, CamelCase für Klassen und Module, SCREAMING_SNAKE_CASE für Konstanten",
    },
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
    style: {
      en: ["`dart format`", "`flutter analyze` with `flutter_lints`"],
      de: ["`dart format`", "`flutter analyze` mit `flutter_lints`"],
    },
    audit: null,
    naming: {
      en: "UpperCamelCase types, lowerCamelCase members and constants, lowercase_with_underscores files (Effective Dart)",
      de: "UpperCamelCase für Typen, lowerCamelCase für Member und Konstanten, lowercase_with_underscores für Dateien (Effective Dart)",
    },
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
    style: { en: ["gofmt", "golangci-lint"], de: ["gofmt", "golangci-lint"] },
    audit: "`govulncheck ./...`",
    naming: {
      en: "MixedCaps with exported names capitalised, short lowercase package names without underscores (Effective Go)",
      de: "MixedCaps mit großgeschriebenen exportierten Namen, kurze kleingeschriebene Paketnamen ohne Unterstriche (Effective Go)",
    },
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
    style: { en: ["rustfmt", "Clippy"], de: ["rustfmt", "Clippy"] },
    audit: "`cargo audit`",
    naming: {
      en: "snake_case functions, variables and modules, UpperCamelCase types and traits, SCREAMING_SNAKE_CASE constants",
      de: "snake_case für Funktionen, Variablen und Module, UpperCamelCase für Typen und Traits, SCREAMING_SNAKE_CASE für Konstanten",
    },
  },
  gradle: {
    id: "gradle",
    name: "JVM",
    managers: ["gradle", "maven"],
    commands: { test: "./gradlew test", lint: "./gradlew check", build: "./gradlew build" },
    style: {
      en: ["the configured formatter (Spotless, ktlint or Checkstyle)"],
      de: ["der konfigurierte Formatierer (Spotless, ktlint oder Checkstyle)"],
    },
    audit: "OWASP Dependency-Check",
    naming: {
      en: "PascalCase classes, camelCase functions and properties, lowercase packages",
      de: "PascalCase für Klassen, camelCase für Funktionen und Eigenschaften, kleingeschriebene Pakete",
    },
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
    style: {
      en: ["`dotnet format`", "the analyzers in `.editorconfig`"],
      de: ["`dotnet format`", "die Analyzer in `.editorconfig`"],
    },
    audit: "`dotnet list package --vulnerable`",
    naming: {
      en: "PascalCase types, members and public fields, camelCase locals and parameters, `_camelCase` private fields, `I`-prefixed interfaces",
      de: "PascalCase für Typen, Member und öffentliche Felder, camelCase für lokale Variablen und Parameter, `_camelCase` für private Felder, Interfaces mit `I`-Präfix",
    },
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
    style: { en: ["SwiftFormat", "SwiftLint"], de: ["SwiftFormat", "SwiftLint"] },
    audit: null,
    naming: {
      en: "UpperCamelCase types and protocols, lowerCamelCase everything else (Swift API Design Guidelines)",
      de: "UpperCamelCase für Typen und Protokolle, lowerCamelCase für alles andere (Swift API Design Guidelines)",
    },
  },
  elixir: {
    id: "elixir",
    name: "Elixir",
    managers: ["mix"],
    // hexdocs.pm/mix: `iex -S mix` runs the app in a shell; Credo (hexdocs.pm/credo) is the usual
    // linter, and warnings as errors is how Phoenix's own `mix precommit` checks a build.
    commands: {
      dev: "iex -S mix",
      test: "mix test",
      lint: "mix credo --strict",
      typecheck: "mix compile --warnings-as-errors",
      build: "mix compile",
    },
    style: { en: ["`mix format`", "Credo"], de: ["`mix format`", "Credo"] },
    audit: "`mix deps.audit`",
    naming: {
      en: "snake_case functions, variables, atoms and files, PascalCase modules, a trailing `?` for boolean functions and `!` for variants that raise (Elixir's naming conventions)",
      de: "snake_case für Funktionen, Variablen, Atome und Dateien, PascalCase für Module, ein nachgestelltes `?` für boolesche Funktionen und `!` für Varianten, die Fehler werfen (Elixirs Namenskonventionen)",
    },
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
  return remark ? `${codeSpan(command)} ${remark}` : codeSpan(command);
}
