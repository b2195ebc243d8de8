/**
 * The vocabulary of an imported project's facts (docs/product/project-import.md), zod-free so the
 * wizard's chunks and the pure project reader can import it without the schema library.
 */

/** The commands a developer types in a project, in the order the rule file lists them. */
export const commandKinds = [
  "install",
  "dev",
  "build",
  "test",
  "e2e",
  "lint",
  "typecheck",
  "format",
  "migrate",
] as const;
export type CommandKind = (typeof commandKinds)[number];

/**
 * Libraries the reader recognises beside the wizard's frameworks: databases and ORMs, test
 * runners, services. They are facts of the project, not wizard cards.
 */
export const libraryNames = [
  "Prisma",
  "Drizzle",
  "TypeORM",
  "Sequelize",
  "Mongoose",
  "SQLAlchemy",
  "Alembic",
  "Pydantic",
  "Django REST framework",
  "Celery",
  "Sidekiq",
  "BullMQ",
  "Redis",
  "Vitest",
  "Jest",
  "Playwright",
  "Cypress",
  "Testing Library",
  "Storybook",
  "pytest",
  "SQLModel",
  "RSpec",
  "Minitest",
  "PHPUnit",
  "Pest",
  "Supabase",
  "Firebase",
  "Stripe",
  "tRPC",
  "GraphQL",
  "Zod",
  "TanStack Query",
  "Redux",
  "Vite",
  "Expo",
  "Auth.js",
  "Clerk",
  "Better Auth",
  "Livewire",
  "Laravel Boost",
  "Inertia",
  "Hotwire",
  "Riverpod",
  "Bloc",
  "Tokio",
  "Axum",
  "Actix Web",
  "Gin",
  "Echo",
  "Fiber",
  "GORM",
  "SQLx",
  "Diesel",
  "Entity Framework Core",
  "xUnit",
  "NUnit",
  "MSTest",
  "Ginkgo",
  "Ecto",
  "Phoenix LiveView",
  "Doctrine",
  "Twig",
  "Fluent",
  "Jetpack Compose",
  "Hilt",
  "Room",
  // Services and SDKs whose presence calls for a domain pack (docs/product/rule-packs.md).
  "Socket.IO",
  "Yjs",
  "Hocuspocus",
  "Pusher",
  "Laravel Echo",
  "Laravel Reverb",
  "SignalR",
  "Django Channels",
  "Phoenix PubSub",
  "i18next",
  "Lingui",
  "next-intl",
  "vue-i18n",
  "ex_cldr",
  "AWS S3 SDK",
  "Flysystem S3",
  "Azure Blob Storage",
  "Google Cloud Storage",
  "Sentry",
  "Axiom",
  "Datadog",
  "Nodemailer",
  "Resend",
  "SendGrid",
  "MailKit",
  "Azure Notification Hubs",
  "Vercel AI SDK",
  "OpenAI SDK",
  "Anthropic SDK",
  "LangChain",
  "LlamaIndex",
  "Laravel AI SDK",
  "Passport",
  "SimpleWebAuthn",
  "Arctic",
  "django-allauth",
  "Duende IdentityServer",
  "Laravel Sanctum",
  "Laravel Socialite",
  "Devise",
  "OmniAuth",
  "ROTP",
  "MSAL",
  "Auth0",
  "Okta",
  "Keycloak",
  "OIDC client",
  "SAML",
  "Bull",
  "QStash",
  "Inngest",
  "Quartz.NET",
  "Hangfire",
  "Oban",
  "Laravel Horizon",
  "Tantivy",
  "Laravel Scout",
  "Meilisearch",
  "Algolia",
  "Elasticsearch",
  "Typesense",
  "Plaid",
  "PostHog",
  "Svix",
  "Vercel Functions",
  "Angular Localize",
  "Nuxt i18n",
  "Flutter Localizations",
  "PyJWT",
  "PyOTP",
  "AppAuth",
  "Apprise",
  "Firebase Cloud Messaging",
  "Firebase Crashlytics",
  "Firebase Analytics",
  "WorkManager",
  "web_socket_channel",
  "OpenTelemetry",
  "Prometheus client",
  "Micrometer",
  "bcrypt",
  "Argon2",
  "passlib",
  "golang-jwt",
  "jwtauth",
  "go-webauthn",
  "jsonwebtoken",
  "JWTKit",
  "OAuth2 client",
  "totp-rs",
  "rosetta-i18n",
  "i18n-embed",
  "Flask-Babel",
  "Polyglot",
] as const;
export type LibraryName = (typeof libraryNames)[number];

/** Languages and runtimes a project pins a version of. */
export const runtimeNames = [
  "Node.js",
  "Bun",
  "Deno",
  "Python",
  "Ruby",
  "PHP",
  "Go",
  "Rust",
  ".NET",
  "Dart",
  "Flutter",
  "Java",
  "Elixir",
] as const;
export type RuntimeName = (typeof runtimeNames)[number];

/** Programming languages, named by the manifests and configuration that imply them. */
export const projectLanguageNames = [
  "TypeScript",
  "JavaScript",
  "Python",
  "Ruby",
  "PHP",
  "Go",
  "Rust",
  "Dart",
  "C#",
  "F#",
  "Java",
  "Kotlin",
  "Swift",
  "Elixir",
] as const;
export type ProjectLanguageName = (typeof projectLanguageNames)[number];

export const packageManagerNames = [
  "npm",
  "pnpm",
  "yarn",
  "bun",
  "uv",
  "poetry",
  "pipenv",
  "pip",
  "bundler",
  "composer",
  "go",
  "cargo",
  "pub",
  "dotnet",
  "gradle",
  "maven",
  "swift",
  "mix",
  "deno",
] as const;
export type PackageManagerName = (typeof packageManagerNames)[number];

/** Style and quality tools whose configuration the project carries. */
export const toolingNames = [
  "TypeScript strict",
  "ESLint",
  "Biome",
  "Prettier",
  "oxlint",
  "Stylelint",
  "Ruff",
  "Black",
  "isort",
  "mypy",
  "Pyright",
  "RuboCop",
  "Standard",
  "PHPStan",
  "Psalm",
  "Laravel Pint",
  "PHP-CS-Fixer",
  "Mago",
  "golangci-lint",
  "rustfmt",
  "Clippy",
  "flutter_lints",
  "EditorConfig",
  "Husky",
  "lint-staged",
  "pre-commit",
  "Docker",
  "Credo",
  "detekt",
  "ktlint",
  "SwiftLint",
] as const;
export type ToolingName = (typeof toolingNames)[number];

/**
 * Monorepo tools whose configuration names the packages; "folders" when nothing declares them
 * and the project keeps separate projects in top-level folders (`frontend/`, `api/`).
 */
export const workspaceToolNames = [
  "npm",
  "yarn",
  "pnpm",
  "bun",
  "turbo",
  "nx",
  "lerna",
  "uv",
  "cargo",
  "go",
  "melos",
  "deno",
  "maven",
  "gradle",
  "folders",
] as const;
export type WorkspaceToolName = (typeof workspaceToolNames)[number];

/** What a workspace package beside the application is (docs/product/project-import.md). */
export const packageRoles = ["docs", "examples", "tests"] as const;
export type PackageRole = (typeof packageRoles)[number];

/**
 * A framework's own guidance for agents that a tool keeps up to date inside the project's rule
 * files, between its markers (docs/product/mcp-servers.md "Live guidance"): Laravel Boost's
 * guidelines, the block Next.js 16.2 writes into AGENTS.md.
 */
export const liveGuidanceMarkers = {
  "laravel-boost": { begin: "<laravel-boost-guidelines>", end: "</laravel-boost-guidelines>" },
  nextjs: { begin: "<!-- BEGIN:nextjs-agent-rules -->", end: "<!-- END:nextjs-agent-rules -->" },
} as const;
export type GuidanceBlockKind = keyof typeof liveGuidanceMarkers;
export const guidanceBlockKinds = Object.keys(liveGuidanceMarkers) as [
  GuidanceBlockKind,
  ...GuidanceBlockKind[],
];

/**
 * The agent skills the Flutter team maintains (docs.flutter.dev/ai/agent-skills, github.com/
 * flutter/skills), each a folder `<agent>/skills/<name>/` holding its SKILL.md: guidance with no
 * block in a rule file, which the Flutter team says to refresh with `npx skills update`.
 */
export const flutterSkillNames = [
  "flutter-add-integration-test",
  "flutter-add-widget-preview",
  "flutter-add-widget-test",
  "flutter-apply-architecture-best-practices",
  "flutter-build-responsive-layout",
  "flutter-fix-layout-issues",
  "flutter-implement-json-serialization",
  "flutter-setup-declarative-routing",
  "flutter-setup-localization",
  "flutter-use-http-package",
] as const;
export type FlutterSkillName = (typeof flutterSkillNames)[number];

/**
 * The agent skills the Dart team maintains (github.com/dart-lang/skills, which
 * docs.flutter.dev/ai/agent-skills names beside Flutter's), installed the same way: those its
 * README has listed and the later task-named folders under its `skills/`.
 */
export const dartSkillNames = [
  "dart-add-unit-test",
  "dart-build-cli-app",
  "dart-collect-coverage",
  "dart-fix-runtime-errors",
  "dart-fix-static-analysis-errors",
  "dart-generate-test-mocks",
  "dart-migrate-to-checks-package",
  "dart-resolve-package-conflicts",
  "dart-run-static-analysis",
  "dart-setup-ffi-assets",
  "dart-understand-api-shape",
  "dart-use-doc-examples",
  "dart-use-ffigen",
  "dart-use-path-package",
  "dart-use-pattern-matching",
  "dart-write-documentation",
] as const;

/** Each team's skills, by the kind of live guidance they are. */
export const agentSkillNames = {
  "flutter-skills": flutterSkillNames,
  "dart-skills": dartSkillNames,
} as const;
export type SkillsKind = keyof typeof agentSkillNames;
export const skillsKinds = Object.keys(agentSkillNames) as [SkillsKind, ...SkillsKind[]];
export const allAgentSkillNames = [...flutterSkillNames, ...dartSkillNames] as const;
export type AgentSkillName = (typeof allAgentSkillNames)[number];

/** Live guidance: the blocks above, and the Flutter and Dart teams' agent skills. */
export type LiveGuidanceKind = GuidanceBlockKind | SkillsKind;
export const liveGuidanceKinds: readonly [LiveGuidanceKind, ...LiveGuidanceKind[]] = [
  ...guidanceBlockKinds,
  ...skillsKinds,
];

/** True for the skills kinds: no block, the skills installed instead. */
export function isSkillsKind(kind: LiveGuidanceKind): kind is SkillsKind {
  return Object.hasOwn(agentSkillNames, kind);
}

/** The rule files of AI tools the reader recognises, by the tool that reads them. */
export const ruleFileTools = [
  "Cursor",
  "Claude",
  "AGENTS.md",
  "Copilot",
  "Windsurf",
  "Devin",
  "GeminiCLI",
  "Cline",
  "Roo",
  "Kiro",
  "Junie",
  "Aider",
  "Zed",
  "Antigravity",
] as const;
export type RuleFileTool = (typeof ruleFileTools)[number];

/**
 * What the reader tells the visitor about a file it could not use, or a choice it made; the web
 * writes the text in the reader's language from the code and its parameters.
 */
export const projectNoteCodes = [
  "file-too-large",
  "file-binary",
  "file-unreadable",
  "file-malformed",
  "files-capped",
  "version-from-lockfile",
] as const;
export type ProjectNoteCode = (typeof projectNoteCodes)[number];
