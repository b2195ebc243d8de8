/**
 * Golden set: reference forms with the facts an expert expects in each output. Checked by
 * golden.test.ts; add a case whenever a review finds something the engine should have said.
 */
import type { Language, WizardForm } from "#contract/wizard";
import { createProjectFacts } from "../project/testing/facts";

export interface GoldenCase {
  readonly name: string;
  readonly language: Language;
  readonly form: Partial<WizardForm>;
  /** Exact paths of the generated files, in order (omit to skip). */
  readonly files?: readonly string[];
  /** Text the always-on file (or prompt) must contain: commands, pack rules, the visitor's facts. */
  readonly core: readonly string[];
  /** Text at least one file must contain (framework rules live in scoped files). */
  readonly anywhere?: readonly string[];
  /** Text no file may contain (tools of other stacks, superseded or overridden rules). */
  readonly absent?: readonly string[];
}

const LONG_FILLER =
  " We also want a clean design, good performance, readable code and friendly error messages.".repeat(
    40,
  );

export const goldenCases: readonly GoldenCase[] = [
  {
    name: "neobank API on Claude: money, Stripe, tenants, pnpm from the notes",
    language: "en",
    form: {
      aiModel: "Claude",
      applicationType: "Backend",
      frameworks: ["NestJS", "TypeScript"],
      projectDescription:
        "A neobank API for small businesses. Balances in several currencies, Stripe webhooks for card payments, and each company is a separate tenant.",
      additionalNotes: "Use pnpm.",
    },
    files: ["CLAUDE.md", ".claude/rules/typescript.md", ".claude/rules/nestjs.md"],
    core: [
      "`pnpm start:dev`",
      "`pnpm test`",
      "`pnpm exec tsc --noEmit`",
      "integer minor units",
      "raw request body",
      "tenant id from the authenticated session",
      "Stripe webhooks for card payments",
    ],
    absent: ["`npm run", "RuboCop", "DOMPurify", "pip-audit"],
  },
  {
    name: "recipe site gets no money or tenant rules",
    language: "en",
    form: {
      aiModel: "Cursor",
      frameworks: ["React", "TypeScript"],
      projectDescription: "A recipe site where people browse dishes by season.",
    },
    files: [
      ".cursor/rules/react-typescript-frontend.mdc",
      ".cursor/rules/react.mdc",
      ".cursor/rules/typescript.mdc",
    ],
    core: ["`npm run dev`", "`npx tsc --noEmit`", "Prettier and ESLint", "browse dishes by season"],
    absent: ["integer minor units", "tenant id", "RuboCop", "Pint", "pip-audit"],
  },
  {
    name: "Flutter app: no web-only rules or tools",
    language: "en",
    form: {
      aiModel: "Codex",
      frameworks: ["Flutter"],
      projectDescription: "A habit tracker for iOS and Android.",
    },
    files: ["AGENTS.md"],
    core: ["`flutter test`", "`flutter analyze`", "`dart format`", "go_router", "withValues"],
    absent: ["DOMPurify", "Lazy-load routes", "npm audit", "Prettier", "bundle"],
  },
  {
    name: "Laravel 11 on Copilot: Pint, Pest, composer, bootstrap/app.php",
    language: "en",
    form: {
      aiModel: "GitHub Copilot",
      applicationType: "Backend",
      frameworks: ["Laravel", "PHP"],
      frameworkVersions: { Laravel: "11" },
      projectDescription: "An invoicing backend for craftsmen.",
    },
    files: [
      ".github/copilot-instructions.md",
      ".github/instructions/php.instructions.md",
      ".github/instructions/laravel.instructions.md",
    ],
    core: [
      "`php artisan test`",
      "`vendor/bin/pint --test`",
      "`composer audit`",
      "integer minor units",
    ],
    absent: ["RuboCop", "npm audit", "Prettier", "DOMPurify"],
  },
  {
    name: "Laravel 10 leaves out the Laravel 11 structure rules",
    language: "en",
    form: {
      aiModel: "Codex",
      applicationType: "Backend",
      frameworks: ["Laravel"],
      frameworkVersions: { Laravel: "10" },
    },
    core: ["Laravel 10", "`php artisan test`"],
    absent: ["bootstrap/app.php"],
  },
  {
    name: "Rails on Windsurf: RuboCop, bundler-audit, scoped glob files",
    language: "en",
    form: {
      aiModel: "Windsurf",
      applicationType: "Backend",
      frameworks: ["Ruby on Rails"],
      projectDescription: "A marketplace where farmers sell boxes; orders are paid with PayPal.",
    },
    files: [".windsurf/rules/ruby-on-rails-backend.md", ".windsurf/rules/rails.md"],
    core: ["`bin/rails test`", "`bin/rubocop`", "bundler-audit", "provider's verified webhook"],
    absent: ["Prettier", "npm audit", "Pint", "DOMPurify"],
  },
  {
    name: "Next.js 16 full stack: no client-side data hooks, proxy.ts",
    language: "en",
    form: {
      aiModel: "Claude",
      applicationType: "Frontend",
      frameworks: ["React", "Next.js", "TypeScript", "TailwindCSS"],
      projectDescription: "A course platform with video lessons.",
    },
    core: ["`npm run dev`"],
    anywhere: ["Server Components", "proxy.ts"],
    absent: [
      "Keep data fetching and side effects out of presentational components",
      "TanStack Query",
    ],
  },
  {
    name: "Next.js 15 keeps async params but not proxy.ts",
    language: "en",
    form: {
      aiModel: "Cursor",
      frameworks: ["Next.js"],
      frameworkVersions: { "Next.js": "15" },
    },
    core: ["Next.js 15"],
    absent: ["proxy.ts"],
  },
  {
    name: "React 19 Actions, React 18 without them",
    language: "en",
    form: { aiModel: "Codex", frameworks: ["React"] },
    core: ["useActionState", "useOptimistic"],
  },
  {
    name: "React 18 gets no React 19 APIs",
    language: "en",
    form: { aiModel: "Codex", frameworks: ["React"], frameworkVersions: { React: "18" } },
    core: ["React 18"],
    absent: ["useActionState"],
  },
  {
    name: "Tailwind v4 is CSS-first, v3 is not told so",
    language: "en",
    form: {
      aiModel: "Codex",
      frameworks: ["TailwindCSS"],
      frameworkVersions: { TailwindCSS: "3" },
    },
    core: ["TailwindCSS 3"],
    absent: ["CSS-first"],
  },
  {
    name: "FastAPI + SQLAlchemy 2 with uv from the description",
    language: "en",
    form: {
      aiModel: "Gemini CLI",
      applicationType: "Backend",
      frameworks: ["FastAPI"],
      projectDescription: "A clinic appointment API with patient records; we use uv.",
    },
    files: ["GEMINI.md"],
    core: [
      "`uv run fastapi dev`",
      "`uv run pytest`",
      "lifespan",
      "mapped_column",
      "PHI",
      "double bookings",
    ],
    absent: ["npm audit", "Prettier", "RuboCop"],
  },
  {
    name: "Django + DRF: custom user model, permissions, on_commit",
    language: "en",
    form: { aiModel: "Junie", applicationType: "Backend", frameworks: ["Django"] },
    files: [".junie/AGENTS.md"],
    core: [
      "AUTH_USER_MODEL",
      "permission_classes",
      "transaction.on_commit",
      "`python manage.py runserver`",
    ],
    absent: ["npm audit"],
  },
  {
    name: "German GDPR app triggers personal-data rules from German words",
    language: "de",
    form: {
      aiModel: "Claude",
      applicationType: "Fullstack",
      frameworks: ["Vue", "Node.js"],
      projectDescription:
        "Ein Kundenportal für Versicherungen. Personenbezogene Daten nach DSGVO, Anmeldung mit Passwort und 2FA.",
    },
    core: ["## Befehle & Struktur", "DSGVO Art. 15 und 17", "Argon2id", "WICHTIG:", "Kundenportal"],
    absent: ["## Commands & layout", "IMPORTANT:"],
  },
  {
    name: "German offline field app on Flutter",
    language: "de",
    form: {
      aiModel: "Cursor",
      frameworks: ["Flutter"],
      projectDescription:
        "Eine App für Handwerker, die offline funktioniert und später synchronisiert.",
    },
    core: ["Offline-Änderung", "`flutter test`"],
    absent: ["DOMPurify", "Prettier"],
  },
  {
    name: "notes override an engine rule they forbid",
    language: "en",
    form: {
      aiModel: "Codex",
      frameworks: ["React"],
      additionalNotes: "Don't use TanStack Query; we fetch with SWR.",
    },
    core: ["Don't use TanStack Query; we fetch with SWR."],
    absent: ["such as TanStack Query for remote data"],
  },
  {
    name: "Strict behaviour reconciles 'no new dependencies' with named libraries",
    language: "en",
    form: { aiModel: "Cursor", frameworks: ["React"], behaviorPreference: "Strict" },
    core: ["options to propose, not to install unasked"],
  },
  {
    name: "ChatGPT system prompt: no commands, no agent workflow",
    language: "en",
    form: {
      aiModel: "ChatGPT",
      frameworks: ["Vue"],
      projectDescription: "A booking widget for hairdressers.",
    },
    files: ["vue-frontend.md"],
    core: ["You are a senior frontend engineer", "## How to answer", "double bookings"],
    absent: ["## Commands & layout", "Done means", "Read the files you change"],
  },
  {
    name: "Claude Projects is a chat target",
    language: "en",
    form: { aiModel: "Claude Projects", applicationType: "Backend", frameworks: ["Go"] },
    core: ["## How to answer", "errgroup"],
    absent: ["## Commands & layout", "CLAUDE.md"],
  },
  {
    name: "Go service: go toolchain only",
    language: "en",
    form: {
      aiModel: "Zed",
      applicationType: "Backend",
      frameworks: ["Go"],
      projectDescription: "A webhook relay that forwards GitHub events to Slack.",
    },
    files: [".rules"],
    core: [
      "`go test -race ./...`",
      "`golangci-lint run`",
      "govulncheck",
      "Verify every incoming webhook",
    ],
    absent: ["npm audit", "Prettier", "pip-audit"],
  },
  {
    name: "Rust CLI backend on Roo",
    language: "en",
    form: { aiModel: "Roo Code", applicationType: "Backend", frameworks: ["Rust"] },
    files: [".roo/rules/rust-backend.md"],
    core: ["`cargo clippy --all-targets -- -D warnings`", "`cargo audit`", "SAFETY"],
    absent: ["npm audit", "Prettier"],
  },
  {
    name: "Spring Boot on Kiro: steering files scoped with fileMatch",
    language: "en",
    form: {
      aiModel: "Kiro",
      applicationType: "Backend",
      frameworks: ["Spring Boot"],
      projectDescription: "An order management service for a warehouse.",
    },
    files: [".kiro/steering/spring-boot-backend.md", ".kiro/steering/spring-boot.md"],
    core: ["`./gradlew test`", "inclusion: always", "Reserve stock atomically"],
    absent: ["npm audit"],
  },
  {
    name: ".NET API on Aider",
    language: "en",
    form: { aiModel: "Aider", applicationType: "Backend", frameworks: [".NET"] },
    files: ["CONVENTIONS.md", ".aider.conf.yml"],
    core: ["`dotnet test`", "`dotnet list package --vulnerable`", "CancellationToken"],
    absent: ["npm audit"],
  },
  {
    name: "Swift iOS app: keychain, no web rules",
    language: "en",
    form: {
      aiModel: "Cline",
      frameworks: ["Swift"],
      projectDescription: "An accessible journaling app with sign in with Apple.",
    },
    files: [".clinerules/swift-frontend.md", ".clinerules/swift.md"],
    core: ["`swift test`", "SwiftLint", "Keychain", "accessibility label"],
    anywhere: ["@MainActor"],
    absent: ["DOMPurify", "npm audit", "axe"],
  },
  {
    name: "React Native with Expo on Copilot",
    language: "en",
    form: {
      aiModel: "Copilot",
      frameworks: ["React Native", "TypeScript"],
      projectDescription:
        "A delivery tracking app with push notifications and real-time driver positions.",
    },
    core: ["`npx expo start`", "Authenticate the socket connection"],
    anywhere: ["Keychain"],
    absent: ["DOMPurify", "Lazy-load routes"],
  },
  {
    name: "Kotlin Android on Junie",
    language: "en",
    form: { aiModel: "Junie", frameworks: ["Kotlin"] },
    core: ["`./gradlew test`"],
    anywhere: ["StateFlow"],
    absent: ["npm audit", "DOMPurify"],
  },
  {
    name: "Express + Python workers: two toolchains, both commands",
    language: "en",
    form: {
      aiModel: "Codex",
      applicationType: "Backend",
      frameworks: ["Express", "Python"],
      projectDescription: "An analytics pipeline: CSV imports are processed by background workers.",
    },
    core: ["`npm run dev`", "`pytest`", "`npm audit` and `pip-audit`", "Make every job idempotent"],
    absent: ["RuboCop"],
  },
  {
    name: "AI chatbot feature: model output is untrusted",
    language: "en",
    form: {
      aiModel: "Claude",
      applicationType: "Fullstack",
      frameworks: ["Svelte", "Node.js"],
      projectDescription: "A support chatbot built on an LLM with RAG over our help center.",
    },
    core: ["Treat model output as untrusted input", "`npm run check`"],
  },
  {
    name: "long description on Copilot's 4,000 characters keeps the user's facts",
    language: "en",
    form: {
      aiModel: "Copilot",
      applicationType: "Fullstack",
      frameworks: ["Vue", "Express", "TypeScript"],
      projectDescription: `A multi-tenant SaaS for dental practices. Patients book appointments online.${LONG_FILLER}`,
      additionalNotes: "Deploy only from the main branch.",
    },
    core: [
      "A multi-tenant SaaS for dental practices.",
      "Deploy only from the main branch.",
      "IMPORTANT: Treat health data",
      "`npm test`",
    ],
  },
  {
    name: "long description on Kiro's 5 KB keeps facts and commands",
    language: "de",
    form: {
      aiModel: "Kiro",
      applicationType: "Backend",
      frameworks: ["Django", "Python"],
      projectDescription: `Eine Buchhaltungssoftware für Vereine mit Rechnungen und Überweisungen.${LONG_FILLER}`,
    },
    core: ["Eine Buchhaltungssoftware für Vereine", "`pytest`", "ganzzahlige kleinste Einheit"],
  },
  {
    name: "Bubble's small prompt box keeps the description",
    language: "en",
    form: {
      aiModel: "Bubble",
      applicationType: "Fullstack",
      frameworks: ["React", "Node.js"],
      projectDescription: `A volunteer shift planner for food banks.${LONG_FILLER}`,
    },
    core: ["A volunteer shift planner for food banks."],
  },
  {
    name: "Both writes a separate rules.json and no JSON in the rule file",
    language: "en",
    form: { aiModel: "Claude", frameworks: ["Vue"], outputFormat: "Both" },
    files: ["CLAUDE.md", ".claude/rules/vue.md", "vue-frontend.rules.json"],
    core: ["## Commands & layout"],
    absent: ["```json"],
  },
  {
    name: "native prompt for Cursor opens with role, then commands",
    language: "en",
    form: { aiModel: "Cursor", promptType: "NativePrompt", frameworks: ["Angular"] },
    files: ["angular-frontend.prompt.md"],
    core: [
      "You are a senior frontend engineer helping me",
      "`npx ng serve`",
      "## Your first reply",
    ],
  },
  {
    name: "i18n and accessibility packs replace the generic rules",
    language: "en",
    form: {
      aiModel: "Codex",
      frameworks: ["Vue"],
      projectDescription: "A multilingual public-sector portal that must meet WCAG 2.2 AA.",
    },
    core: ["ICU plural rules", "axe and a screen reader"],
    absent: ["Make every interactive element accessible"],
  },
  {
    name: "Electron + JavaScript desktop app with uploads",
    language: "en",
    form: {
      aiModel: "Windsurf",
      frameworks: ["Electron", "JavaScript"],
      projectDescription: "A desktop app that uploads scanned documents to our server.",
    },
    core: ["`npm start`", "DOMPurify", "sniffed content type"],
    absent: ["pip-audit"],
  },
  {
    name: "Flask + Bootstrap admin with search",
    language: "de",
    form: {
      aiModel: "Codex",
      applicationType: "Fullstack",
      frameworks: ["Bootstrap", "Flask"],
      projectDescription: "Ein internes Admin-Tool mit Volltextsuche über Verträge.",
    },
    core: ["`flask --app app run --debug`", "`pip-audit`", "Volltextindex"],
    absent: ["RuboCop"],
  },
  {
    name: "notes forbid default exports, Next.js keeps its route files working",
    language: "en",
    form: {
      aiModel: "Claude",
      frameworks: ["Next.js", "TypeScript"],
      additionalNotes: "No default exports.",
    },
    core: ["No default exports."],
    anywhere: ["Exception to the no-default-exports rule"],
  },
  {
    name: "Nuxt 4 full stack on Claude: useFetch, app/ folder, nuxt typecheck",
    language: "en",
    form: {
      aiModel: "Claude",
      applicationType: "Fullstack",
      frameworks: ["Vue", "Nuxt", "TypeScript"],
      projectDescription: "A booking portal for climbing gyms with route setters and members.",
    },
    files: [
      "CLAUDE.md",
      ".claude/rules/vue.md",
      ".claude/rules/nuxt.md",
      ".claude/rules/typescript.md",
    ],
    core: ["`npm run dev`", "`npx nuxt typecheck`", "climbing gyms"],
    anywhere: ["`useFetch` or `useAsyncData`", "`shallowRef`", '`<script setup lang="ts">`'],
    absent: ["Nuxt 2", "Nuxt 3:", "Vue 2", "RuboCop", "pip-audit"],
  },
  {
    name: "Nuxt 3 gets its end-of-life note and no Nuxt 4 folder rule",
    language: "en",
    form: { aiModel: "Codex", frameworks: ["Nuxt"], frameworkVersions: { Nuxt: "3.21" } },
    core: ["Nuxt 3.21", "31 July 2026", "`useFetch` or `useAsyncData`"],
    absent: ["`shallowRef`", "Nuxt 2"],
  },
  {
    name: "SvelteKit 2 with Svelte 5 on Windsurf: server loads, form actions, runes",
    language: "en",
    form: {
      aiModel: "Windsurf",
      applicationType: "Fullstack",
      frameworks: ["Svelte", "SvelteKit", "TypeScript"],
      projectDescription: "A club membership site with sign-up forms and a members-only area.",
    },
    files: [
      ".windsurf/rules/svelte-sveltekit-typescript-fullstack.md",
      ".windsurf/rules/svelte.md",
      ".windsurf/rules/sveltekit.md",
      ".windsurf/rules/typescript.md",
    ],
    core: ["`npm run check`", "members-only area"],
    anywhere: ["`use:enhance`", "`$lib/server/`", "`$state`", "without `throw`", "`event.locals`"],
    absent: ["`export let`", "SvelteKit 1", "RuboCop"],
  },
  {
    name: "Svelte 4 and SvelteKit 1 get no runes and throw their redirects",
    language: "de",
    form: {
      aiModel: "Codex",
      frameworks: ["Svelte", "SvelteKit"],
      frameworkVersions: { Svelte: "4", SvelteKit: "1" },
    },
    core: ["`export let`", "Wirf die Ergebnisse von `error()`", "`hooks.server.ts`"],
    absent: ["`$state`", "`$props()`", "ohne `throw`"],
  },
  {
    name: "Astro 7 documentation site on Codex: islands, content layer, strict compiler",
    language: "en",
    form: {
      aiModel: "Codex",
      frameworks: ["Astro", "TailwindCSS"],
      projectDescription: "A documentation site and blog for an open-source charting library.",
    },
    files: ["AGENTS.md"],
    core: [
      "`npx astro check`",
      "`client:visible`",
      "`src/content.config.ts`",
      "unclosed tags",
      "`astro/zod`",
      "open-source charting library",
    ],
    absent: ["`src/content/config.ts`", "Tailwind v3", "pip-audit"],
  },
  {
    name: "React Router 8 on Copilot: loaders, actions, middleware context",
    language: "en",
    form: {
      aiModel: "Copilot",
      applicationType: "Fullstack",
      frameworks: ["React", "React Router", "TypeScript"],
      projectDescription: "An expense tracker for small teams with approvals.",
    },
    files: [
      ".github/copilot-instructions.md",
      ".github/instructions/react.instructions.md",
      ".github/instructions/react-router.instructions.md",
      ".github/instructions/typescript.instructions.md",
    ],
    core: ["`npm run typecheck`", "expense tracker"],
    anywhere: ["in its `loader`", "`./+types/<route>`", "`react-router/dom`", "`.server.ts`"],
    absent: ["`@remix-run/*`", "Remix 2 (end of life"],
  },
  {
    name: "a Remix 2 project resolves to React Router with Remix rules",
    language: "en",
    form: {
      aiModel: "Codex",
      frameworks: ["remix"],
      frameworkVersions: { "React Router": "2.15.0" },
    },
    core: ["React Router 2.15.0", "Remix 2", "`@remix-run/*`", "in its `loader`"],
    absent: ["React Router 7+", "`./+types/<route>`", "React Router 8:"],
  },
  {
    name: "notes forbid default exports, React Router keeps route modules working",
    language: "en",
    form: {
      aiModel: "Claude",
      frameworks: ["React Router", "TypeScript"],
      additionalNotes: "No default exports.",
    },
    core: ["No default exports."],
    anywhere: ["Exception to the no-default-exports rule: route modules"],
  },
  {
    name: "Hono API on Gemini CLI: validators, HTTPException, testClient",
    language: "en",
    form: {
      aiModel: "Gemini CLI",
      applicationType: "Backend",
      frameworks: ["Hono", "TypeScript"],
      projectDescription: "An edge API for a link shortener deployed to Cloudflare.",
    },
    files: ["GEMINI.md"],
    core: [
      "`npm run dev`",
      "`npx tsc --noEmit`",
      "`zValidator('json', schema)`",
      "`HTTPException`",
      "`testClient(app)`",
      "`npm audit`",
      "link shortener",
    ],
    absent: ["RuboCop", "pip-audit", "Express 5", "DOMPurify"],
  },
  {
    name: "Express 4 wraps async handlers and learns no Express 5 paths",
    language: "en",
    form: {
      aiModel: "Codex",
      applicationType: "Backend",
      frameworks: ["Express"],
      frameworkVersions: { Express: "4.21.2" },
    },
    core: ["Express 4.21.2", "Express 4:", "`next(err)`"],
    absent: ["`/*splat`", "Express 5:"],
  },
  {
    name: "Vue 2 gets no <script setup> and learns its reactivity caveats",
    language: "en",
    form: { aiModel: "Codex", frameworks: ["Vue"], frameworkVersions: { Vue: "2" } },
    core: ["Vue 2", "`this.$set`"],
    absent: ["<script setup", "`defineProps`", "`storeToRefs`"],
  },
  {
    name: "Angular 16 keeps structural directives and explicit standalone",
    language: "en",
    form: { aiModel: "Codex", frameworks: ["Angular"], frameworkVersions: { Angular: "16" } },
    core: ["Angular 16", "`*ngIf`", "`standalone: true`", "ChangeDetectionStrategy.OnPush"],
    absent: ["`@for` with `track`", "zoneless", "OnPush by default"],
  },
  {
    name: "a dashboard alone is not analytics",
    language: "en",
    form: {
      aiModel: "Claude",
      frameworks: ["React", "TypeScript"],
      projectDescription:
        "A members' dashboard where people see their upcoming classes and invoices.",
    },
    core: ["upcoming classes and invoices"],
    absent: ["`object_action`", "pre-aggregated tables"],
  },
  {
    name: "telehealth billed through Stripe: PHI and Stripe, no token ledger",
    language: "en",
    form: {
      aiModel: "Claude",
      applicationType: "Fullstack",
      frameworks: ["Next.js", "TypeScript"],
      projectDescription:
        "A telehealth app for therapists. Clients pay for sessions through Stripe; the app exposes a /health endpoint.",
    },
    core: ["Treat health data as PHI", "`stripe.webhooks.constructEvent()`"],
    absent: ["append-only ledger", "`SELECT … FOR UPDATE`"],
  },
  {
    name: "Supabase gets row-level security and the service-role rule",
    language: "en",
    form: {
      aiModel: "Cursor",
      applicationType: "Fullstack",
      frameworks: ["Next.js", "TypeScript"],
      projectDescription: "A team planner on Supabase.",
    },
    core: ["row-level security on every table", "service-role (secret) key only in server code"],
  },
  {
    name: "Firebase offline app keeps Firestore's cache, not SQLite",
    language: "en",
    form: {
      aiModel: "Codex",
      frameworks: ["Flutter"],
      projectDescription: "A field-service app on Firebase that must work offline in basements.",
    },
    core: ["Firestore's offline cache", "security rules that check `request.auth`"],
    absent: ["(SQLite, IndexedDB)"],
  },
  {
    name: "German SEPA direct debit gets the payments rules",
    language: "de",
    form: {
      aiModel: "Copilot",
      applicationType: "Backend",
      frameworks: ["Laravel", "PHP"],
      projectDescription:
        "Vereinsverwaltung: Mitgliedsbeiträge werden per SEPA-Lastschrift eingezogen.",
    },
    core: ["verifizierten Webhooks des Anbieters"],
    absent: ["Patientendaten"],
  },
  {
    name: "an import's libraries bring their packs without a word about them",
    language: "en",
    form: {
      aiModel: "Codex",
      applicationType: "Backend",
      frameworks: ["Node.js", "TypeScript"],
      projectDescription: "Our internal tool.",
      project: createProjectFacts({
        libraries: [
          { name: "Prisma", version: "6.1.0", source: "package-lock.json" },
          { name: "BullMQ", version: "5.0.0", source: "package-lock.json" },
        ],
      }),
    },
    core: ["`prisma migrate deploy`", "`maxRetriesPerRequest: null`"],
  },
  {
    name: "framework depth: the concepts of the frameworks' own AI rules",
    language: "en",
    form: {
      aiModel: "Claude",
      applicationType: "Fullstack",
      frameworks: ["React", "Next.js", "Flutter", "Laravel", "Django", "Angular", "Svelte"],
      frameworkVersions: { "Next.js": "16" },
      projectDescription: "An internal tool.",
    },
    core: ["Conventions: (Node.js) camelCase values", "commit messages in the style of `git log`"],
    anywhere: [
      "error boundaries",
      "`lazy()` inside `<Suspense>`",
      "`node_modules/next/dist/docs/`",
      "`generateMetadata`",
      "`compute()`",
      "`ColorScheme.fromSeed`",
      "`dart:developer`",
      "`php artisan make:…`",
      "`cache_page`",
      "`NgOptimizedImage`",
      "`$state.raw`",
    ],
  },
];
