/**
 * Which files the project reader looks at (docs/product/project-import.md). The walkers — the
 * browser's folder import, the CLI and the server's GitHub import — list paths, skip the folders
 * below whole, and read only the files `shouldReadFile` accepts; nothing else is opened.
 */

/** Folders never walked: dependencies, build output, caches, virtual environments, VCS data. */
const SKIPPED_DIRECTORIES = new Set([
  "node_modules",
  ".git",
  ".hg",
  ".svn",
  "vendor",
  "dist",
  "build",
  "out",
  "target",
  "coverage",
  "tmp",
  "temp",
  "log",
  "logs",
  ".next",
  ".nuxt",
  ".output",
  ".svelte-kit",
  ".astro",
  ".turbo",
  ".nx",
  ".cache",
  ".parcel-cache",
  ".vercel",
  ".netlify",
  ".expo",
  ".dart_tool",
  ".pub-cache",
  ".gradle",
  ".idea",
  ".venv",
  "venv",
  ".tox",
  ".nox",
  "__pycache__",
  ".mypy_cache",
  ".pytest_cache",
  ".ruff_cache",
  "site-packages",
  "Pods",
  "DerivedData",
  "bower_components",
  "jspm_packages",
  "obj",
  "_build",
  "deps",
  ".bundle",
  ".terraform",
  "storybook-static",
]);

export function shouldSkipDirectory(name: string): boolean {
  return SKIPPED_DIRECTORIES.has(name) || name.endsWith(".egg-info");
}

/** Exact file names read wherever they are (manifests, lockfiles, pins, tool configuration). */
const READ_ANYWHERE = new Set([
  // JavaScript and TypeScript
  "package.json",
  "package-lock.json",
  "npm-shrinkwrap.json",
  "pnpm-lock.yaml",
  "pnpm-workspace.yaml",
  "yarn.lock",
  "bun.lock",
  "bun.lockb",
  "deno.json",
  "deno.jsonc",
  "deno.lock",
  "tsconfig.json",
  "lerna.json",
  "nx.json",
  "project.json",
  "turbo.json",
  "biome.json",
  "biome.jsonc",
  ".oxlintrc.json",
  "angular.json",
  // Python
  "pyproject.toml",
  "requirements.txt",
  "requirements-dev.txt",
  "dev-requirements.txt",
  "Pipfile",
  "Pipfile.lock",
  "poetry.lock",
  "uv.lock",
  "setup.cfg",
  "manage.py",
  "pytest.ini",
  "mypy.ini",
  ".mypy.ini",
  "ruff.toml",
  ".ruff.toml",
  "pyrightconfig.json",
  ".isort.cfg",
  "alembic.ini",
  // Ruby
  "Gemfile",
  "Gemfile.lock",
  ".rubocop.yml",
  ".standard.yml",
  // PHP
  "composer.json",
  "composer.lock",
  "artisan",
  "phpstan.neon",
  "phpstan.neon.dist",
  "psalm.xml",
  "pint.json",
  ".php-cs-fixer.php",
  ".php-cs-fixer.dist.php",
  "mago.toml",
  // Go
  "go.mod",
  "go.work",
  ".golangci.yml",
  ".golangci.yaml",
  ".golangci.toml",
  ".golangci.json",
  // Rust
  "Cargo.toml",
  "Cargo.lock",
  "rust-toolchain",
  "rust-toolchain.toml",
  "rustfmt.toml",
  ".rustfmt.toml",
  "clippy.toml",
  ".clippy.toml",
  // Dart and Flutter
  "pubspec.yaml",
  "pubspec.lock",
  "melos.yaml",
  "analysis_options.yaml",
  ".fvmrc",
  // .NET and the JVM
  "global.json",
  "Directory.Packages.props",
  "Directory.Build.props",
  "build.gradle",
  "build.gradle.kts",
  "settings.gradle",
  "settings.gradle.kts",
  "libs.versions.toml",
  "gradlew",
  "pom.xml",
  "mvnw",
  // Swift and Elixir
  "Package.swift",
  "Package.resolved",
  "mix.exs",
  "mix.lock",
  // Runtime pins and shared tooling
  ".nvmrc",
  ".node-version",
  ".python-version",
  ".ruby-version",
  ".tool-versions",
  ".java-version",
  ".editorconfig",
  ".pre-commit-config.yaml",
  ".lintstagedrc",
  ".lintstagedrc.json",
  "Makefile",
  "makefile",
  "GNUmakefile",
  "justfile",
  "Justfile",
  ".justfile",
  "Taskfile.yml",
  "Taskfile.yaml",
  "mise.toml",
  ".mise.toml",
  "Dockerfile",
  "compose.yaml",
  "compose.yml",
  "docker-compose.yml",
  "docker-compose.yaml",
]);

/** Configuration files matched by pattern (any extension a tool accepts). */
const READ_PATTERNS: readonly RegExp[] = [
  /^eslint\.config\.[cm]?[jt]s$/,
  /^\.eslintrc(\.(json|js|cjs|yml|yaml))?$/,
  /^\.prettierrc(\.(json|json5|js|cjs|mjs|ts|yml|yaml|toml))?$/,
  /^prettier\.config\.[cm]?[jt]s$/,
  /^\.stylelintrc(\.(json|js|cjs|yml|yaml))?$/,
  /^stylelint\.config\.[cm]?js$/,
  /^\.lintstagedrc\.[cm]?js$/,
  /^lint-staged\.config\.[cm]?js$/,
  /^(vite|vitest|playwright|cypress|jest|next|nuxt|svelte|astro|remix|react-router|tailwind)\.config\.[cm]?[jt]s$/,
  /\.(csproj|fsproj|slnx?)$/,
];

/** Rule files of AI tools, by their path inside the project. */
const RULE_FILE_PATTERNS: readonly RegExp[] = [
  // Nested ones too (a package's own), but not inside tool folders such as `.agents/skills/`.
  /^([^./][^/]*\/)*AGENTS\.md$/,
  /^([^./][^/]*\/)*CLAUDE\.md$/,
  /^\.claude\/CLAUDE\.md$/,
  /^\.claude\/rules\/.+\.md$/,
  /^\.cursorrules$/,
  /^\.cursor\/rules\/.+\.mdc?$/,
  /^\.github\/copilot-instructions\.md$/,
  /^\.github\/instructions\/.+\.instructions\.md$/,
  /^\.windsurfrules$/,
  /^\.windsurf\/rules\/.+\.md$/,
  /^\.devin\/rules\/.+\.md$/,
  /^GEMINI\.md$/,
  /^\.clinerules$/,
  /^\.clinerules\/.+\.md$/,
  /^\.roorules$/,
  /^\.roo\/rules(-[a-z-]+)?\/.+\.(md|txt)$/,
  /^\.kiro\/steering\/.+\.md$/,
  /^\.junie\/(guidelines|AGENTS)\.md$/,
  /^CONVENTIONS\.md$/,
  /^\.rules$/,
  /^\.agents\/rules\/.+\.md$/,
];

/**
 * CI files, whose steps say what the project runs: GitHub Actions' workflows, GitLab CI's file,
 * Woodpecker's pipelines.
 */
export const CI_WORKFLOW_PATTERN =
  /^(\.github\/workflows\/[^/]+\.ya?ml|\.gitlab-ci\.yml|\.woodpecker\.ya?ml|\.woodpecker\/[^/]+\.ya?ml)$/;

/** mise's file tasks: a script's path under a task folder is the task's name (mise.jdx.dev/tasks). */
export const MISE_TASK_FILE =
  /^(?:\.?mise-tasks|\.mise\/tasks|mise\/tasks|\.config\/mise\/tasks)\/(.+)$/;

/**
 * An agent skill installed in the project, `.agents/skills/<name>/SKILL.md` (or an agent's own
 * folder, `.claude/skills/…`), at the root or in a package's folder (`app/.agents/skills/…`), not
 * inside another dot folder: its presence is the fact, its folder's name the skill's. Groups: the
 * package's folder with its slash (empty at the root), the skills folder, the skill's name.
 */
export const AGENT_SKILL_FILE = /^((?:[^./][^/]*\/)*)(\.[\w-]+\/skills)\/([\w-]+)\/SKILL\.md$/;

/** Files at fixed paths whose presence is the fact. */
const READ_AT_PATH = new Set(["bin/rails", "bin/dev", "bin/rubocop"]);
/** Husky's hook, in whichever folder holds the package that installs it. */
const HUSKY_HOOK = /(^|\/)\.husky\/pre-commit$/;

/**
 * Selected files whose presence is the fact and whose text the reader never uses: a walker lists
 * them without reading (the GitHub import saves a request for each).
 */
const PRESENCE_ONLY: readonly RegExp[] = [
  /^(bun\.lockb|nx\.json|turbo\.json|biome\.jsonc?|\.oxlintrc\.json|angular\.json|setup\.cfg)$/,
  /^(manage\.py|pytest\.ini|\.?mypy\.ini|\.?ruff\.toml|pyrightconfig\.json|\.isort\.cfg|alembic\.ini)$/,
  /^(\.rubocop\.yml|\.standard\.yml|artisan|phpstan\.neon(\.dist)?|psalm\.xml|pint\.json|mago\.toml)$/,
  /^(\.php-cs-fixer(\.dist)?\.php|\.golangci\.(ya?ml|toml|json)|\.?rustfmt\.toml|\.?clippy\.toml)$/,
  /^(gradlew|mvnw|\.editorconfig|\.pre-commit-config\.yaml)$/,
  /^(Dockerfile|compose\.ya?ml|docker-compose\.ya?ml|\.lintstagedrc(\.\w+)?|lint-staged\.config\.[cm]?js)$/,
  /^(eslint\.config\.[cm]?[jt]s|\.eslintrc(\.\w+)?|\.prettierrc(\.\w+)?|prettier\.config\.[cm]?[jt]s)$/,
  /^(\.stylelintrc(\.\w+)?|stylelint\.config\.[cm]?js|[\w-]+\.config\.[cm]?[jt]s|[^/]+\.slnx?)$/,
];

/** The last segment of a `/`-separated path. */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** True for the files the reader uses; every walker reads these and nothing else. */
export function shouldReadFile(path: string): boolean {
  const name = baseName(path);
  return (
    READ_ANYWHERE.has(name) ||
    READ_AT_PATH.has(path) ||
    READ_PATTERNS.some((pattern) => pattern.test(name)) ||
    RULE_FILE_PATTERNS.some((pattern) => pattern.test(path)) ||
    CI_WORKFLOW_PATTERN.test(path) ||
    MISE_TASK_FILE.test(path) ||
    HUSKY_HOOK.test(path) ||
    AGENT_SKILL_FILE.test(path)
  );
}

/** True for a selected file the reader needs to open; the others it only needs listed. */
export function needsContent(path: string): boolean {
  if (
    READ_AT_PATH.has(path) ||
    MISE_TASK_FILE.test(path) ||
    HUSKY_HOOK.test(path) ||
    AGENT_SKILL_FILE.test(path)
  )
    return false;
  const name = baseName(path);
  return !PRESENCE_ONLY.some((pattern) => pattern.test(name));
}

/** True when a path holds a skipped folder anywhere along it. */
export function isInSkippedDirectory(path: string): boolean {
  const segments = path.split("/");
  return segments.slice(0, -1).some(shouldSkipDirectory);
}
