import { describe, expect, it } from "vitest";
import { ciCommandFor, ciCommands } from "./ci-workflows";
import { ProjectSource } from "./source";

const source = (files: Record<string, string>) =>
  new ProjectSource(Object.entries(files).map(([path, content]) => ({ path, content })));

const WORKFLOW = `
on: push
jobs:
  rust:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: cargo +nightly fmt -- --check
      - run: |
          # lint first
          cargo clippy --all-targets \\
            -- -D warnings
          cargo test --features full
      - run: cargo test --shard \${{ matrix.shard }}
      - run: echo done > out.txt
  app:
    defaults:
      run:
        working-directory: ./app
    steps:
      - run: dart format --output=none --set-exit-if-changed lib test
      - run: flutter test
      - run: flutter analyze
        working-directory: packages/ui
      - run: cd web && npx prettier --check .
  windows:
    steps:
      - run: cargo test
        shell: pwsh
`;

describe("what the project's CI runs", () => {
  it("reads typed calls of known tools with their folder, formats in the writing form", () => {
    const commands = ciCommands(source({ ".github/workflows/ci.yml": WORKFLOW }));
    expect(commands.map(({ kind, dir, command }) => [kind, dir, command])).toEqual([
      ["format", "", "cargo +nightly fmt"],
      ["lint", "", "cargo clippy --all-targets -- -D warnings"],
      ["test", "", "cargo test --features full"],
      ["format", "app", "dart format lib test"],
      ["test", "app", "flutter test"],
      ["lint", "packages/ui", "flutter analyze"],
      ["format", "app/web", "npx prettier . --write"],
    ]);
    expect(commands.every((command) => command.source === ".github/workflows/ci.yml")).toBe(true);
  });

  it("reads GitLab CI's job scripts, not its keywords or broken files", () => {
    const commands = ciCommands(
      source({
        ".gitlab-ci.yml": [
          "before_script:\n  - pip install -r requirements.txt",
          "test:\n  script:\n    - uv run pytest\n    - uv run mypy src",
          "style:\n  script: gofmt -l .",
        ].join("\n"),
        ".github/workflows/broken.yml": "jobs: [unclosed",
      }),
    );
    expect(commands.map(({ kind, command }) => [kind, command])).toEqual([
      ["test", "uv run pytest"],
      ["typecheck", "uv run mypy src"],
      ["format", "gofmt -w ."],
    ]);
  });

  it("replaces a convention only where CI says more: another tool, features, tags, a toolchain", () => {
    const commands = ciCommands(
      source({
        ".github/workflows/ci.yml": `jobs:
  a:
    steps:
      - run: cargo test --verbose
      - run: cargo test --all-features
      - run: cargo nextest run
      - run: go test -tags sqlite_fts5 ./...
      - run: cargo clippy -p server
`,
      }),
    );
    // A plain call of the convention's tool confirms it, even beside variants with features.
    expect(ciCommandFor(commands, "test", "", "cargo test")).toBeUndefined();
    expect(ciCommandFor(commands, "test", "", "go test ./...")?.command).toBe(
      "go test -tags sqlite_fts5 ./...",
    );
    expect(ciCommandFor(commands, "test", "", undefined)?.command).toBe("cargo test --verbose");
    // A call for one package is not the root's command.
    expect(ciCommandFor(commands, "lint", "", undefined)).toBeUndefined();
    const nextest = ciCommands(
      source({
        ".github/workflows/ci.yml": "jobs:\n  a:\n    steps:\n      - run: cargo nextest run\n",
      }),
    );
    expect(ciCommandFor(nextest, "test", "", "cargo test")?.command).toBe("cargo nextest run");
  });
  it("reads Woodpecker's step commands, in their folder", () => {
    const commands = ciCommands(
      source({
        ".woodpecker.yml": [
          "steps:",
          "  fmt:",
          "    image: rust",
          "    commands:",
          "      - cargo +nightly fmt -- --check",
          "  web:",
          "    directory: web",
          "    commands: [pnpm install, npx vitest run]",
        ].join("\n"),
      }),
    );
    expect(commands.map(({ kind, dir, command }) => [kind, dir, command])).toEqual([
      ["format", "", "cargo +nightly fmt"],
      ["test", "web", "npx vitest run"],
    ]);
  });
});
