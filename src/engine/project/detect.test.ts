import { describe, expect, it } from "vitest";
import { projectFactsSchema, type ProjectFacts } from "#contract/project-facts";
import { detectProject, type ProjectFile } from "./index";
import { createProjectFacts } from "./testing/facts";

function detect(files: Record<string, string | ProjectFile["problem"]>): ProjectFacts {
  const list: ProjectFile[] = Object.entries(files).map(([path, value]) =>
    value === "too-large" || value === "binary" || value === "unreadable"
      ? { path, problem: value }
      : { path, content: value },
  );
  const facts = detectProject(list, { origin: { kind: "files" } });
  // Whatever the reader makes must be what the contract accepts.
  expect(projectFactsSchema.parse(facts)).toEqual(facts);
  return facts;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);
/** Commands by kind; one that covers a part is keyed "front-end lint". */
const commandsOf = (facts: {
  commands: readonly { kind: string; command: string; covers?: string }[];
}) =>
  Object.fromEntries(
    facts.commands.map((command) => [
      command.covers ? `${command.covers} ${command.kind}` : command.kind,
      command.command,
    ]),
  );
const versions = (items: readonly { name: string; version: string | null }[]) =>
  Object.fromEntries(items.map((item) => [item.name, item.version]));

const PNPM_LOCK = `lockfileVersion: '9.0'

settings:
  autoInstallPeers: true

importers:

  .:
    devDependencies:
      turbo:
        specifier: ^2.3.0
        version: 2.3.3
      typescript:
        specifier: ^5.7.0
        version: 5.7.2

  apps/web:
    dependencies:
      '@prisma/client':
        specifier: ^6.1.0
        version: 6.1.0(prisma@6.1.0)
      next:
        specifier: ^14.2.0
        version: 15.2.3(react-dom@19.0.0(react@19.0.0))(react@19.0.0)
      react:
        specifier: ^19.0.0
        version: 19.0.0
      ui:
        specifier: workspace:*
        version: link:../../packages/ui

  packages/ui:
    dependencies:
      react:
        specifier: ^19.0.0
        version: 19.0.0
    devDependencies:
      vitest:
        specifier: ^3.0.0
        version: 3.0.5(@types/node@22.10.2)

packages:

  next@15.2.3:
    resolution: {integrity: sha512-x}
`;

describe("detectProject", () => {
  it("reads a pnpm and turbo monorepo: versions from the lockfile, commands per package", () => {
    const facts = detect({
      "package.json": json({
        name: "acme",
        private: true,
        packageManager: "pnpm@9.15.0",
        scripts: { dev: "turbo dev", build: "turbo build", lint: "turbo lint", test: "turbo test" },
        devDependencies: { turbo: "^2.3.0", typescript: "^5.7.0" },
      }),
      "pnpm-workspace.yaml": "packages:\n  - 'apps/*'\n  - 'packages/*'\n",
      "pnpm-lock.yaml": PNPM_LOCK,
      "turbo.json": "{}",
      ".nvmrc": "20.11.0\n",
      "apps/web/package.json": json({
        name: "web",
        scripts: { dev: "next dev", build: "next build", "test:e2e": "playwright test" },
        dependencies: {
          next: "^14.2.0",
          react: "^19.0.0",
          "@prisma/client": "^6.1.0",
          ui: "workspace:*",
        },
      }),
      "apps/web/tsconfig.json": json({ compilerOptions: { strict: true } }),
      "packages/ui/package.json": json({
        name: "@acme/ui",
        scripts: { test: "vitest run" },
        dependencies: { react: "^19.0.0" },
        devDependencies: { vitest: "^3.0.0" },
      }),
      "CLAUDE.md":
        "# Acme\n\n- Use server actions for mutations.\n- Never edit generated files\n  in `src/gen`.\n\n```sh\n- not a rule\n```\n",
    });
    expect(versions(facts.frameworks)).toEqual({
      TypeScript: "5.7.2",
      "Next.js": "15.2.3",
      React: "19.0.0",
    });
    expect(facts.frameworks.find((f) => f.name === "Next.js")?.source).toBe("pnpm-lock.yaml");
    expect(versions(facts.libraries)).toEqual({ Prisma: "6.1.0", Vitest: "3.0.5" });
    expect(facts.packageManagers).toEqual([
      { name: "pnpm", version: "9.15.0", source: "package.json" },
    ]);
    expect(facts.runtimes).toEqual([{ name: "Node.js", version: "20.11.0", source: ".nvmrc" }]);
    expect(commandsOf(facts)).toEqual({
      install: "pnpm install",
      dev: "pnpm dev",
      build: "pnpm build",
      test: "pnpm test",
      lint: "pnpm lint",
    });
    expect(facts.workspaces?.tool).toBe("turbo");
    expect(facts.workspaces?.packages.map((p) => [p.path, p.name, p.frameworks])).toEqual([
      ["apps/web", "web", ["Next.js", "React", "TypeScript"]],
      ["packages/ui", "@acme/ui", ["React", "TypeScript"]],
    ]);
    expect(commandsOf(facts.workspaces!.packages[0]!)).toEqual({
      dev: "pnpm --filter web dev",
      build: "pnpm --filter web build",
      e2e: "pnpm --filter web test:e2e",
    });
    expect(commandsOf(facts.workspaces!.packages[1]!)).toEqual({
      test: "pnpm --filter @acme/ui test",
    });
    expect(facts.tooling).toContainEqual({
      name: "TypeScript strict",
      source: "apps/web/tsconfig.json",
    });
    expect(facts.existingRules).toEqual([
      {
        path: "CLAUDE.md",
        tool: "Claude",
        rules: [
          "Use server actions for mutations.",
          "Never edit generated files in `src/gen`.",
          "```sh\n- not a rule\n```",
        ],
        keep: false,
      },
    ]);
    // The manifest asks for Next.js 14, the lockfile installed 15: the lockfile wins, and says so.
    expect(facts.notes).toEqual([
      {
        code: "version-from-lockfile",
        path: "pnpm-lock.yaml",
        params: {
          name: "Next.js",
          manifest: "^14.2.0",
          manifestPath: "apps/web/package.json",
          lockfile: "15.2.3",
        },
      },
    ]);
  });

  it("prefers a Makefile's targets and runs Python tools through uv", () => {
    const facts = detect({
      "pyproject.toml": [
        "[project]",
        'name = "shop"',
        'requires-python = ">=3.12"',
        'dependencies = ["Django>=5.1,<6", "djangorestframework", "celery[redis]>=5.4"]',
        "[dependency-groups]",
        'dev = ["pytest-django", "pytest>=8", "ruff"]',
        "[tool.ruff]",
        "line-length = 100",
        "[tool.mypy]",
        "strict = true",
      ].join("\n"),
      "uv.lock": [
        "version = 1",
        "[[package]]",
        'name = "django"',
        'version = "5.1.4"',
        'source = { registry = "https://pypi.org/simple" }',
        "[[package]]",
        'name = "celery"',
        'version = "5.4.0"',
        "[[package]]",
        'name = "pytest"',
        'version = "8.3.4"',
      ].join("\n"),
      Makefile:
        ".PHONY: test lint\nVERSION := 1\ntest: deps\n\tuv run pytest -x\nlint:\n\truff check .\n%.o: %.c\n",
      "manage.py": "#!/usr/bin/env python\n",
      ".python-version": "3.12.7\n",
    });
    expect(versions(facts.frameworks)).toEqual({ Django: "5.1.4", Python: null });
    expect(versions(facts.libraries)).toEqual({
      "Django REST framework": null,
      Celery: "5.4.0",
      pytest: "8.3.4",
    });
    expect(facts.packageManagers.map((m) => m.name)).toEqual(["uv"]);
    expect(facts.runtimes).toEqual([
      { name: "Python", version: "3.12.7", source: ".python-version" },
    ]);
    expect(commandsOf(facts)).toEqual({
      install: "uv sync",
      dev: "uv run python manage.py runserver",
      test: "make test",
      lint: "make lint",
      typecheck: "uv run mypy .",
      format: "uv run ruff format .",
      migrate: "uv run python manage.py migrate",
    });
    expect(facts.tooling.map((t) => t.name)).toEqual(["Ruff", "mypy"]);
  });

  it("reads a Rails app: Gemfile.lock versions, binstubs, RuboCop", () => {
    const facts = detect({
      Gemfile: [
        'source "https://rubygems.org"',
        'ruby "3.3.6"',
        'gem "rails", "~> 8.0.1"',
        'gem "sidekiq"',
        "group :development, :test do",
        '  gem "rspec-rails", "~> 7.1"',
        "end",
      ].join("\n"),
      "Gemfile.lock": [
        "GEM",
        "  remote: https://rubygems.org/",
        "  specs:",
        "    nokogiri (1.16.8-x86_64-linux)",
        "    rails (8.0.1)",
        "      actioncable (= 8.0.1)",
        "    rspec-rails (7.1.0)",
        "    sidekiq (7.3.7)",
        "",
        "RUBY VERSION",
        "   ruby 3.3.6p108",
        "",
        "BUNDLED WITH",
        "   2.5.22",
      ].join("\n"),
      "bin/rails": "#!/usr/bin/env ruby\n",
      "bin/dev": "#!/usr/bin/env sh\n",
      "bin/rubocop": "#!/usr/bin/env ruby\n",
      ".rubocop.yml": "inherit_gem: { rubocop-rails-omakase: rubocop.yml }\n",
    });
    expect(versions(facts.frameworks)).toEqual({ "Ruby on Rails": "8.0.1" });
    expect(versions(facts.libraries)).toEqual({ Sidekiq: "7.3.7", RSpec: "7.1.0" });
    expect(facts.packageManagers).toEqual([
      { name: "bundler", version: "2.5.22", source: "Gemfile.lock" },
    ]);
    expect(versions(facts.runtimes)).toEqual({ Ruby: "3.3.6" });
    expect(commandsOf(facts)).toEqual({
      install: "bundle install",
      dev: "bin/dev",
      test: "bundle exec rspec",
      lint: "bin/rubocop",
      migrate: "bin/rails db:migrate",
    });
  });

  it("reads Laravel: composer.lock versions, composer scripts, artisan, and the Vite front end", () => {
    const facts = detect({
      "composer.json": json({
        name: "laravel/laravel",
        require: { php: "^8.2", "laravel/framework": "^11.31", "livewire/livewire": "^3.5" },
        "require-dev": { "laravel/pint": "^1.13", "pestphp/pest": "^3.0" },
        scripts: {
          "post-autoload-dump": ["@php artisan package:discover"],
          test: ["@php artisan test"],
        },
      }),
      "composer.lock": json({
        packages: [
          { name: "laravel/framework", version: "v11.36.1" },
          { name: "livewire/livewire", version: "v3.5.12" },
        ],
        "packages-dev": [{ name: "pestphp/pest", version: "v3.7.1" }],
      }),
      artisan: "#!/usr/bin/env php\n",
      "package.json": json({
        scripts: { build: "vite build", dev: "vite" },
        devDependencies: { vite: "^6.0.0", tailwindcss: "^3.4.13" },
      }),
      "package-lock.json": json({
        lockfileVersion: 3,
        packages: {
          "": {},
          "node_modules/vite": { version: "6.0.3" },
          "node_modules/tailwindcss": { version: "3.4.16" },
        },
      }),
    });
    expect(versions(facts.frameworks)).toEqual({
      Laravel: "11.36.1",
      PHP: null,
      TailwindCSS: "3.4.16",
      JavaScript: null,
    });
    expect(facts.languages.map((l) => l.name)).toEqual(["PHP", "JavaScript"]);
    expect(facts.packageManagers.map((m) => m.name)).toEqual(["composer", "npm"]);
    expect(versions(facts.runtimes)).toEqual({ PHP: "^8.2" });
    expect(commandsOf(facts)).toEqual({
      install: "composer install",
      dev: "npm run dev",
      build: "npm run build",
      test: "composer test",
      format: "vendor/bin/pint",
      migrate: "php artisan migrate",
    });
  });

  it("reads a go.work of two modules and a Cargo workspace", () => {
    const go = detect({
      "go.work": "go 1.23\n\nuse (\n\t./api\n\t./worker\n)\n",
      "api/go.mod":
        "module example.com/api\n\ngo 1.23.4\n\nrequire (\n\tgithub.com/gin-gonic/gin v1.10.0\n\tgorm.io/gorm v1.25.12 // indirect\n)\n",
      "worker/go.mod": "module example.com/worker\n\ngo 1.23.4\n",
      ".golangci.yml": "linters: {}\n",
    });
    expect(go.workspaces?.tool).toBe("go");
    expect(go.workspaces?.packages.map((p) => commandsOf(p))).toEqual([
      { build: "go build ./api/...", test: "go test ./api/...", typecheck: "go vet ./api/..." },
      {
        build: "go build ./worker/...",
        test: "go test ./worker/...",
        typecheck: "go vet ./worker/...",
      },
    ]);
    expect(versions(go.libraries)).toEqual({ Gin: "v1.10.0", GORM: "v1.25.12" });
    expect(versions(go.runtimes)).toEqual({ Go: "1.23.4" });
    expect(go.tooling.map((t) => t.name)).toEqual(["golangci-lint"]);

    const rust = detect({
      "Cargo.toml":
        '[workspace]\nmembers = ["crates/*"]\nresolver = "2"\n[workspace.dependencies]\ntokio = { version = "1.42", features = ["full"] }\n',
      "Cargo.lock":
        'version = 4\n[[package]]\nname = "axum"\nversion = "0.7.9"\n[[package]]\nname = "tokio"\nversion = "1.42.0"\n',
      "crates/server/Cargo.toml":
        '[package]\nname = "server"\nversion = "0.1.0"\n[dependencies]\naxum = "0.7"\ntokio = { workspace = true }\n',
      "rust-toolchain.toml": '[toolchain]\nchannel = "1.83.0"\n',
      "rustfmt.toml": 'edition = "2021"\n',
    });
    expect(versions(rust.libraries)).toEqual({ Tokio: "1.42.0", Axum: "0.7.9" });
    expect(commandsOf(rust)).toEqual({
      build: "cargo build",
      test: "cargo test",
      format: "cargo fmt",
    });
    expect(rust.workspaces?.packages.map((p) => [p.name, commandsOf(p)])).toEqual([
      ["server", { build: "cargo build -p server", test: "cargo test -p server" }],
    ]);
    expect(rust.runtimes).toEqual([
      { name: "Rust", version: "1.83.0", source: "rust-toolchain.toml" },
    ]);
  });

  it("reads Flutter, .NET and yarn, bun and npm lockfiles", () => {
    const flutter = detect({
      "pubspec.yaml":
        "name: app\nenvironment:\n  sdk: '>=3.5.0 <4.0.0'\ndependencies:\n  flutter:\n    sdk: flutter\n  flutter_riverpod: ^2.6.1\ndev_dependencies:\n  flutter_lints: ^5.0.0\n",
      "pubspec.lock":
        'packages:\n  flutter:\n    dependency: "direct main"\n    source: sdk\n    version: "0.0.0"\n  flutter_riverpod:\n    dependency: "direct main"\n    source: hosted\n    version: "2.6.1"\n',
      "analysis_options.yaml": "include: package:flutter_lints/flutter.yaml\n",
    });
    expect(versions(flutter.frameworks)).toEqual({ Flutter: null });
    expect(versions(flutter.libraries)).toEqual({ Riverpod: "2.6.1" });
    expect(commandsOf(flutter)).toEqual({
      install: "flutter pub get",
      dev: "flutter run",
      test: "flutter test",
      lint: "flutter analyze",
      format: "dart format .",
    });
    expect(flutter.tooling.map((t) => t.name)).toEqual(["flutter_lints"]);

    const dotnet = detect({
      "Shop.sln": "Microsoft Visual Studio Solution File\n",
      "global.json": json({ sdk: { version: "9.0.100" } }),
      "src/Api/Api.csproj":
        '<Project Sdk="Microsoft.NET.Sdk.Web"><PropertyGroup><TargetFramework>net9.0</TargetFramework></PropertyGroup><ItemGroup><PackageReference Include="Microsoft.EntityFrameworkCore.SqlServer" Version="9.0.0" /></ItemGroup></Project>',
      "tests/Api.Tests/Api.Tests.csproj":
        '<Project Sdk="Microsoft.NET.Sdk"><ItemGroup><PackageReference Include="xunit" Version="2.9.2" /></ItemGroup></Project>',
    });
    expect(versions(dotnet.frameworks)).toEqual({ ".NET": null });
    expect(versions(dotnet.libraries)).toEqual({
      "Entity Framework Core": "9.0.0",
      xUnit: "2.9.2",
    });
    expect(dotnet.runtimes).toEqual([{ name: ".NET", version: "9.0.100", source: "global.json" }]);
    expect(dotnet.workspaces).toBeNull();
    expect(commandsOf(dotnet).test).toBe("dotnet test");

    const manifest = json({ dependencies: { react: "^18.2.0" }, scripts: { test: "jest" } });
    const yarn = detect({
      "package.json": manifest,
      "yarn.lock":
        '# yarn lockfile v1\n\n"react@^18.0.0":\n  version "18.0.0"\n\nreact@^18.2.0:\n  version "18.3.1"\n',
    });
    expect(versions(yarn.frameworks).React).toBe("18.3.1");
    expect(commandsOf(yarn)).toEqual({ install: "yarn install", test: "yarn test" });
    const berry = detect({
      "package.json": manifest,
      "yarn.lock":
        '__metadata:\n  version: 8\n\n"react@npm:^18.2.0":\n  version: 18.3.1\n  resolution: "react@npm:18.3.1"\n',
    });
    expect(versions(berry.frameworks).React).toBe("18.3.1");
    const bun = detect({
      "package.json": manifest,
      "bun.lock":
        '{\n  "lockfileVersion": 1,\n  "packages": {\n    "react": ["react@18.3.1", "", {}, "sha512-x"],\n  },\n}\n',
    });
    expect(versions(bun.frameworks).React).toBe("18.3.1");
    expect(commandsOf(bun).test).toBe("bun run test");
  });

  it("treats separate projects in folders as packages run with cd", () => {
    const facts = detect({
      "frontend/package.json": json({
        scripts: { dev: "vite", build: "vite build" },
        dependencies: { vue: "^3.5.0" },
      }),
      "backend/requirements.txt":
        "fastapi[standard]==0.115.6\nsqlalchemy>=2.0 # ORM\n-r base.txt\n",
      "docs/package.json": json({ dependencies: { astro: "^5.0.0" } }),
    });
    expect(facts.workspaces?.tool).toBe("folders");
    expect(facts.workspaces?.packages.map((p) => [p.path, commandsOf(p)])).toEqual([
      [
        "backend",
        {
          install: "cd backend && pip install -r requirements.txt",
          dev: "cd backend && fastapi dev",
        },
      ],
      [
        "frontend",
        {
          install: "cd frontend && npm install",
          dev: "cd frontend && npm run dev",
          build: "cd frontend && npm run build",
        },
      ],
    ]);
    expect(versions(facts.frameworks)).toEqual({
      FastAPI: "==0.115.6",
      Python: null,
      Vue: "^3.5.0",
      JavaScript: null,
    });
    expect(facts.commands).toEqual([]);
  });

  it("names nx targets by project", () => {
    const facts = detect({
      "package.json": json({
        name: "repo",
        devDependencies: { nx: "20.2.0" },
        workspaces: ["apps/*"],
      }),
      "nx.json": "{}",
      "apps/api/project.json": json({ name: "api", targets: { serve: {}, test: {}, lint: {} } }),
      "apps/api/package.json": json({
        name: "@repo/api",
        dependencies: { "@nestjs/core": "^10.4.0" },
      }),
    });
    expect(facts.workspaces?.tool).toBe("nx");
    expect(commandsOf(facts.workspaces!.packages[0]!)).toEqual({
      dev: "npx nx serve api",
      test: "npx nx test api",
      lint: "npx nx lint api",
    });
    expect(versions(facts.frameworks)).toEqual({
      NestJS: "^10.4.0",
      "Node.js": null,
      JavaScript: null,
    });
  });

  it("skips what it cannot use with a note, and recognises nothing in an unrelated folder", () => {
    const facts = detect({
      "package.json": "{ not json",
      "pnpm-lock.yaml": "too-large",
      "Gemfile.lock": "binary",
      "bun.lockb": "binary",
      "README.md": "# hi",
      "pyproject.toml": "[project\nname=",
    });
    expect(facts.notes).toEqual([
      { code: "file-too-large", path: "pnpm-lock.yaml", params: {} },
      { code: "file-binary", path: "Gemfile.lock", params: {} },
      { code: "file-malformed", path: "pyproject.toml", params: {} },
      { code: "file-malformed", path: "package.json", params: {} },
    ]);
    expect(facts.frameworks).toEqual([]);
    expect(facts.commands).toEqual([]);

    const empty = detect({ "notes.txt": "hello" });
    expect(empty).toEqual(createProjectFacts());
  });

  it("keeps a project's many rule files within what a form carries", () => {
    const bullets = Array.from({ length: 80 }, (_, i) => `- Rule ${i}: ${"word ".repeat(110)}`);
    const files = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [
        `.cursor/rules/r${String(i).padStart(2, "0")}.mdc`,
        bullets.join("\n"),
      ]),
    );
    const facts = detect(files);
    expect(facts.existingRules).toHaveLength(20);
    expect(facts.existingRules[0]!.rules).toHaveLength(60);
    expect(facts.existingRules[0]!.rules[0]!.length).toBeLessThanOrEqual(2_000);
    const characters = facts.existingRules.flatMap((file) => file.rules).join("").length;
    expect(characters).toBeLessThanOrEqual(40_000);
    expect(facts.existingRules.at(-1)!.rules).toEqual([]);
  });

  it("runs a test script that only starts Vitest's watcher once", () => {
    const scripts = (test: string, manager = "npm@10.0.0") =>
      JSON.stringify({ packageManager: manager, scripts: { test } });
    expect(commandsOf(detect({ "package.json": scripts("vitest") })).test).toBe(
      "npm test -- --run",
    );
    expect(
      commandsOf(detect({ "package.json": scripts("vitest --coverage", "pnpm@9.0.0") })).test,
    ).toBe("pnpm test --run");
    for (const once of [
      "vitest run",
      "vitest --run",
      "vitest --watch=false",
      "jest",
      "vitest && tsc",
    ])
      expect(commandsOf(detect({ "package.json": scripts(once) })).test).toBe("npm test");
  });

  it("reads a pnpm catalog's range where no lockfile says the version", () => {
    const facts = detect({
      "package.json": JSON.stringify({
        dependencies: { react: "catalog:react19", next: "catalog:", zod: "catalog:missing" },
      }),
      "pnpm-workspace.yaml": [
        "packages: []",
        "catalog:",
        "  next: ^16.0.7",
        "catalogs:",
        "  react19:",
        "    react: 19.1.2",
      ].join("\n"),
    });
    const all = [...facts.frameworks, ...facts.libraries];
    const versionOf = (name: string) => all.find((item) => item.name === name)?.version;
    expect(versionOf("React")).toBe("19.1.2");
    expect(versionOf("Next.js")).toBe("^16.0.7");
    expect(versionOf("Zod")).toBeNull();
  });

  it("takes a script that only prints for no command", () => {
    const manifest = (dev: string) =>
      JSON.stringify({ scripts: { dev, test: 'echo "Error: no test specified" && exit 1' } });
    const signpost = `node -e "console.warn('Use composer dev instead.')"`;
    for (const dev of [signpost, "echo use make && exit 1", "printf 'moved'"])
      expect(commandsOf(detect({ "package.json": manifest(dev) }))).toEqual({
        install: "npm install",
      });
    expect(commandsOf(detect({ "package.json": manifest("vite") })).dev).toBe("npm run dev");
  });

  it("says when the walk was capped", () => {
    const facts = detectProject([], { origin: { kind: "files" }, capped: true });
    expect(facts.notes).toEqual([{ code: "files-capped", path: null, params: {} }]);
  });
  it("runs mise's tasks (config and task files) and reads its pinned tools", () => {
    const facts = detect({
      "package.json": json({ name: "shop", devDependencies: { vitest: "^3.0.0" } }),
      "package-lock.json": json({ lockfileVersion: 3, packages: {} }),
      "mise.toml": [
        "[tools]",
        'node = "22.11.0"',
        'python = { version = "3.13" }',
        "",
        "[tasks.test]",
        'run = "vitest run"',
        "",
        "[tasks]",
        'lint = "eslint ."',
      ].join("\n"),
      ".mise/tasks/build.sh": "",
      ".mise/tasks/db/migrate": "",
    });
    expect(commandsOf(facts)).toMatchObject({
      test: "mise run test",
      lint: "mise run lint",
      build: "mise run build",
    });
    expect(facts.commands.find((command) => command.kind === "build")?.source).toBe("mise.toml");
    expect(versions(facts.runtimes)).toMatchObject({ "Node.js": "22.11.0", Python: "3.13" });
  });
  it("reads a Deno project: deno.json tasks and imports, deno.lock versions, Deno's own tools", () => {
    const facts = detect({
      "deno.json": `{
        // Fresh 2 on JSR, React from npm
        "tasks": { "dev": "vite", "build": { "command": "vite build" } },
        "imports": {
          "fresh": "jsr:@fresh/core@^2.1.0",
          "react": "npm:react@^19.1.0",
          "@std/assert": "jsr:@std/assert@^1.0.13",
        },
        "workspace": ["./api"],
      }`,
      "deno.lock": json({
        version: "5",
        specifiers: {
          "jsr:@fresh/core@^2.1.0": "2.1.3",
          "npm:react@^19.1.0": "19.1.1",
        },
      }),
      "api/deno.json": json({ name: "@shop/api", tasks: { test: "deno test -A" } }),
    });
    expect(versions(facts.frameworks)).toMatchObject({
      Deno: null,
      Fresh: "2.1.3",
      React: "19.1.1",
    });
    expect(facts.packageManagers.map((manager) => manager.name)).toEqual(["deno"]);
    expect(commandsOf(facts)).toEqual({
      install: "deno install",
      dev: "deno task dev",
      build: "deno task build",
      test: "deno test",
      lint: "deno lint",
      typecheck: "deno check",
      format: "deno fmt",
    });
    expect(facts.workspaces?.tool).toBe("deno");
    expect(commandsOf(facts.workspaces!.packages[0]!)).toMatchObject({
      test: "cd api && deno task test",
    });
  });

  it("reads mix.exs deps and aliases with mix.lock versions: Phoenix, Ecto, Credo", () => {
    const facts = detect({
      "mix.exs": `defmodule Shop.MixProject do
  def project, do: [app: :shop, elixir: "~> 1.18", deps: deps(), aliases: aliases()]
  defp deps do
    [
      {:phoenix, "~> 1.8.1"},
      {:phoenix_live_view, "~> 1.1"},
      {:ecto_sql, "~> 3.13"},
      {:credo, "~> 1.7", only: [:dev, :test], runtime: false}
    ]
  end
  defp aliases do
    [
      setup: ["deps.get", "ecto.setup"],
      "ecto.setup": ["ecto.create", "ecto.migrate"]
    ]
  end
end`,
      "mix.lock": `%{
  "phoenix": {:hex, :phoenix, "1.8.1", "abc", [:mix], [], "hexpm", "def"},
  "ecto_sql": {:hex, :ecto_sql, "3.13.2", "abc", [:mix], [], "hexpm", "def"},
}`,
    });
    expect(versions(facts.frameworks)).toEqual({ Phoenix: "1.8.1", Elixir: null });
    expect(versions(facts.libraries)).toEqual({ "Phoenix LiveView": "~> 1.1", Ecto: "3.13.2" });
    expect(commandsOf(facts)).toMatchObject({
      install: "mix setup",
      dev: "mix phx.server",
      test: "mix test",
      lint: "mix credo",
      migrate: "mix ecto.migrate",
    });
    expect(facts.tooling.map((tool) => tool.name)).toContain("Credo");
  });

  it("reads Package.swift dependencies with Package.resolved versions: Vapor serves its executable", () => {
    const facts = detect({
      "Package.swift": `// swift-tools-version:5.10
let package = Package(
    name: "shop",
    dependencies: [
        .package(url: "https://github.com/vapor/vapor.git", from: "4.115.0"),
        .package(url: "https://github.com/vapor/fluent.git", from: "4.12.0"),
    ],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "Vapor", package: "vapor")])]
)`,
      "Package.resolved": json({
        pins: [
          {
            identity: "vapor",
            location: "https://github.com/vapor/vapor.git",
            state: { version: "4.117.2" },
          },
        ],
        version: 3,
      }),
    });
    expect(versions(facts.frameworks)).toEqual({ Swift: null, Vapor: "4.117.2" });
    expect(versions(facts.libraries)).toEqual({ Fluent: "4.12.0" });
    expect(commandsOf(facts)).toMatchObject({ dev: "swift run App serve", test: "swift test" });
  });

  it("reads Gradle multi-project builds and Maven aggregators: per-module commands, no app at the root", () => {
    const gradle = detect({
      "settings.gradle.kts": `rootProject.name = "shop"\ninclude(":app")\ninclude(":core:data")`,
      "build.gradle.kts": `plugins { alias(libs.plugins.android.application) apply false }`,
      gradlew: "",
      "gradle/libs.versions.toml": [
        "[versions]",
        'agp = "9.0.0"',
        'room = "2.8.3"',
        "[libraries]",
        'androidx-room-runtime = { group = "androidx.room", name = "room-runtime", version.ref = "room" }',
        "[plugins]",
        'android-application = { id = "com.android.application", version.ref = "agp" }',
        'kotlin-compose = { id = "org.jetbrains.kotlin.plugin.compose", version = "2.2.0" }',
      ].join("\n"),
      "app/build.gradle.kts": `plugins { alias(libs.plugins.android.application) }`,
      "core/data/build.gradle.kts": `dependencies { implementation(libs.androidx.room.runtime) }`,
    });
    expect(versions(gradle.frameworks)).toMatchObject({ Android: "9.0.0", Kotlin: null });
    expect(versions(gradle.libraries)).toEqual({ Room: "2.8.3" });
    expect(gradle.workspaces?.tool).toBe("gradle");
    expect(
      Object.fromEntries(gradle.workspaces!.packages.map((p) => [p.path, commandsOf(p).test])),
    ).toEqual({ app: "./gradlew :app:test", "core/data": "./gradlew :core:data:test" });

    const bootModule = `<project><parent><artifactId>shop</artifactId></parent>
      <dependencies><dependency><groupId>org.springframework.boot</groupId>
      <artifactId>spring-boot-starter-web</artifactId></dependency></dependencies></project>`;
    const maven = detect({
      "pom.xml": `<project><parent><artifactId>spring-boot-starter-parent</artifactId><version>4.0.1</version></parent>
        <packaging>pom</packaging><modules><module>api</module><module>worker</module></modules>
        <build><plugins><plugin><artifactId>spring-boot-maven-plugin</artifactId></plugin></plugins></build></project>`,
      mvnw: "",
      "api/pom.xml": bootModule,
      "worker/pom.xml": bootModule,
    });
    expect(commandsOf(maven)).toEqual({ build: "./mvnw package", test: "./mvnw test" });
    expect(maven.workspaces?.tool).toBe("maven");
    expect(commandsOf(maven.workspaces!.packages[0]!)).toEqual({
      dev: "cd api && ../mvnw spring-boot:run",
      build: "cd api && ../mvnw package",
      test: "cd api && ../mvnw test",
    });
  });

  it("reads scripts by what they run: a check is no format, a watcher runs once, a tool names the kind", () => {
    const facts = detect({
      "package.json": json({
        name: "app",
        workspaces: ["web", "dev-docs", "examples/*"],
        scripts: {
          test: "yarn test:app",
          "test:app": "vitest",
          "test:code": "eslint --max-warnings=0 .",
          "test:typecheck": "tsc",
          watch: "tsc --watch",
          prettier: "prettier . --ignore-path=.gitignore",
          "fmt:check": "prettier --check .",
        },
      }),
      "yarn.lock": "",
      "web/package.json": json({ name: "web", dependencies: { react: "19.0.0" } }),
      "dev-docs/package.json": json({ name: "docs", dependencies: { react: "18.2.0" } }),
      "examples/nextjs/package.json": json({ name: "ex", dependencies: { next: "15.0.0" } }),
    });
    expect(commandsOf(facts)).toMatchObject({
      test: "yarn test --run",
      lint: "yarn test:code",
      typecheck: "yarn test:typecheck",
      format: "yarn prettier --write",
    });
    // The docs site's and the examples' stacks are theirs: listed with their role, not the project's.
    expect(versions(facts.frameworks)).toMatchObject({ React: "19.0.0" });
    expect(facts.frameworks.map((f) => f.name)).not.toContain("Next.js");
    expect(
      Object.fromEntries(facts.workspaces!.packages.map((p) => [p.path, p.role ?? "app"])),
    ).toEqual({ "dev-docs": "docs", "examples/nextjs": "examples", web: "app" });
  });

  it("reads Symfony's migrations and leaves a docs-only requirements.txt to the docs site", () => {
    const facts = detect({
      "composer.json": json({
        require: {
          "symfony/framework-bundle": "^7.3",
          "doctrine/doctrine-migrations-bundle": "^3.4",
        },
        scripts: { phpstan: "vendor/bin/phpstan analyse" },
      }),
      "package.json": json({ name: "assets", scripts: { lint: "eslint assets" } }),
      "requirements.txt": "mkdocs\nmkdocs-material==9.6.0\n",
    });
    expect(facts.frameworks.map((f) => f.name)).toContain("Symfony");
    expect(facts.languages.map((l) => l.name)).not.toContain("Python");
    expect(commandsOf(facts)).toMatchObject({
      lint: "composer phpstan",
      "front-end lint": "npm run lint",
      migrate: "bin/console doctrine:migrations:migrate",
    });
  });
  it("reads a .slnx solution, props-file versions, and an npm front end beside a .csproj", () => {
    const facts = detect({
      "Shop.slnx": '<Solution><Project Path="src/Api/Api.csproj" /></Solution>',
      "Directory.Build.props":
        "<Project><PropertyGroup><XUnitVersion>2.9.3</XUnitVersion></PropertyGroup></Project>",
      "src/Api/Api.csproj":
        '<Project Sdk="Microsoft.NET.Sdk.Web"><ItemGroup><PackageReference Include="xunit" Version="$(XUnitVersion)" /></ItemGroup></Project>',
      "src/Admin/Admin.csproj": '<Project Sdk="Microsoft.NET.Sdk.Web" />',
      "src/Admin/package.json": json({ name: "admin", dependencies: { bootstrap: "5.3.8" } }),
    });
    expect(versions(facts.libraries)).toEqual({ xUnit: "2.9.3" });
    expect(facts.workspaces?.packages.map((pkg) => [pkg.path, pkg.frameworks])).toEqual([
      ["src/Admin", ["Bootstrap", "JavaScript"]],
    ]);
    expect(commandsOf(facts.workspaces!.packages[0]!)).toEqual({
      install: "cd src/Admin && npm install",
    });
  });
  it("keeps a JVM service in its own folder beside a Maven root that claims nothing", () => {
    const facts = detect({
      "pom.xml": "<project><artifactId>shop</artifactId></project>",
      "billing/build.gradle.kts": 'plugins { id("org.springframework.boot") version "3.5.0" }',
    });
    expect(facts.workspaces?.packages.map((pkg) => [pkg.path, pkg.frameworks])).toEqual([
      ["billing", ["Spring Boot"]],
    ]);
  });
});
