import type { LibraryName } from "#contract/project-options";

/**
 * Dependency names mapped to the wizard's frameworks and the known libraries, per ecosystem
 * (docs/product/project-import.md). A name maps to the first entry whose pattern matches; the
 * first dependency that maps to a name gives its version.
 */
export type Ecosystem =
  | "npm"
  | "pypi"
  | "gem"
  | "composer"
  | "cargo"
  | "go"
  | "pub"
  | "nuget"
  | "jsr"
  | "hex"
  | "swift"
  | "gradle";

export type Known = { framework: string } | { library: LibraryName };

const f = (framework: string): Known => ({ framework });
const l = (library: LibraryName): Known => ({ library });

type Table = readonly (readonly [string | RegExp, Known])[];

const npm: Table = [
  ["react", f("React")],
  ["next", f("Next.js")],
  ["vue", f("Vue")],
  ["nuxt", f("Nuxt")],
  ["@angular/core", f("Angular")],
  ["svelte", f("Svelte")],
  ["@sveltejs/kit", f("SvelteKit")],
  ["astro", f("Astro")],
  ["@react-router/dev", f("React Router")],
  [/^@remix-run\/(react|node|dev)$/, f("React Router")],
  ["tailwindcss", f("TailwindCSS")],
  ["bootstrap", f("Bootstrap")],
  ["typescript", f("TypeScript")],
  ["react-native", f("React Native")],
  ["electron", f("Electron")],
  ["express", f("Express")],
  ["hono", f("Hono")],
  ["@nestjs/core", f("NestJS")],
  ["prisma", l("Prisma")],
  ["@prisma/client", l("Prisma")],
  ["drizzle-orm", l("Drizzle")],
  ["typeorm", l("TypeORM")],
  ["sequelize", l("Sequelize")],
  ["mongoose", l("Mongoose")],
  ["bullmq", l("BullMQ")],
  ["redis", l("Redis")],
  ["ioredis", l("Redis")],
  ["vitest", l("Vitest")],
  ["jest", l("Jest")],
  ["@playwright/test", l("Playwright")],
  ["playwright", l("Playwright")],
  ["cypress", l("Cypress")],
  [/^@testing-library\//, l("Testing Library")],
  ["storybook", l("Storybook")],
  [/^@storybook\//, l("Storybook")],
  ["@supabase/supabase-js", l("Supabase")],
  [/^@supabase\/(ssr|auth-helpers-)/, l("Supabase")],
  ["firebase", l("Firebase")],
  ["firebase-admin", l("Firebase")],
  ["stripe", l("Stripe")],
  ["@stripe/stripe-js", l("Stripe")],
  ["@trpc/server", l("tRPC")],
  ["graphql", l("GraphQL")],
  ["zod", l("Zod")],
  [/^@tanstack\/[a-z-]*query$/, l("TanStack Query")],
  // TanStack Query's name before v4.
  ["react-query", l("TanStack Query")],
  ["@reduxjs/toolkit", l("Redux")],
  ["redux", l("Redux")],
  ["vite", l("Vite")],
  ["expo", l("Expo")],
  ["next-auth", l("Auth.js")],
  ["@auth/core", l("Auth.js")],
  [/^@clerk\//, l("Clerk")],
  ["better-auth", l("Better Auth")],
  [/^@inertiajs\//, l("Inertia")],
  [/^@hotwired\/(turbo|stimulus)$/, l("Hotwire")],
];

/** Node server frameworks: their presence makes the project a Node.js backend. */
export const NODE_SERVERS = new Set([
  "express",
  "fastify",
  "koa",
  "hono",
  "@nestjs/core",
  "@hapi/hapi",
]);

const pypi: Table = [
  ["django", f("Django")],
  ["fastapi", f("FastAPI")],
  ["flask", f("Flask")],
  ["sqlalchemy", l("SQLAlchemy")],
  ["sqlmodel", l("SQLModel")],
  ["alembic", l("Alembic")],
  ["pydantic", l("Pydantic")],
  ["djangorestframework", l("Django REST framework")],
  ["celery", l("Celery")],
  ["redis", l("Redis")],
  ["pytest", l("pytest")],
  ["supabase", l("Supabase")],
  ["firebase-admin", l("Firebase")],
  ["stripe", l("Stripe")],
  ["graphene", l("GraphQL")],
  ["graphene-django", l("GraphQL")],
  ["strawberry-graphql", l("GraphQL")],
  ["playwright", l("Playwright")],
  ["pytest-playwright", l("Playwright")],
];

const gem: Table = [
  ["rails", f("Ruby on Rails")],
  ["sidekiq", l("Sidekiq")],
  ["rspec-rails", l("RSpec")],
  ["rspec", l("RSpec")],
  ["minitest", l("Minitest")],
  ["redis", l("Redis")],
  ["stripe", l("Stripe")],
  ["graphql", l("GraphQL")],
  ["turbo-rails", l("Hotwire")],
  ["stimulus-rails", l("Hotwire")],
  ["inertia_rails", l("Inertia")],
  ["playwright-ruby-client", l("Playwright")],
];

const composer: Table = [
  ["laravel/framework", f("Laravel")],
  ["symfony/framework-bundle", f("Symfony")],
  [/^doctrine\/(orm|doctrine-bundle)$/, l("Doctrine")],
  [/^(twig\/twig|symfony\/twig-bundle)$/, l("Twig")],
  ["livewire/livewire", l("Livewire")],
  ["laravel/boost", l("Laravel Boost")],
  ["inertiajs/inertia-laravel", l("Inertia")],
  ["phpunit/phpunit", l("PHPUnit")],
  ["pestphp/pest", l("Pest")],
  ["stripe/stripe-php", l("Stripe")],
  ["laravel/cashier", l("Stripe")],
  ["predis/predis", l("Redis")],
];

const cargo: Table = [
  ["tokio", l("Tokio")],
  ["axum", l("Axum")],
  ["actix-web", l("Actix Web")],
  ["sqlx", l("SQLx")],
  ["diesel", l("Diesel")],
  ["redis", l("Redis")],
];

const go: Table = [
  ["github.com/gin-gonic/gin", l("Gin")],
  [/^github\.com\/labstack\/echo(\/v\d+)?$/, l("Echo")],
  [/^github\.com\/gofiber\/fiber(\/v\d+)?$/, l("Fiber")],
  ["gorm.io/gorm", l("GORM")],
  [/^github\.com\/onsi\/ginkgo(\/v\d+)?$/, l("Ginkgo")],
  [/^github\.com\/(redis|go-redis)\/go-redis(\/v\d+)?$/, l("Redis")],
  ["github.com/stripe/stripe-go", l("Stripe")],
  [/^github\.com\/stripe\/stripe-go\/v\d+$/, l("Stripe")],
];

const pub: Table = [
  ["flutter_riverpod", l("Riverpod")],
  ["hooks_riverpod", l("Riverpod")],
  ["riverpod", l("Riverpod")],
  ["flutter_bloc", l("Bloc")],
  ["bloc", l("Bloc")],
  ["firebase_core", l("Firebase")],
  ["cloud_firestore", l("Firebase")],
  ["supabase_flutter", l("Supabase")],
  ["supabase", l("Supabase")],
  ["flutter_stripe", l("Stripe")],
];

const nuget: Table = [
  [/^Microsoft\.EntityFrameworkCore(\.|$)/, l("Entity Framework Core")],
  ["xunit", l("xUnit")],
  // xUnit v3 ships per runner: `xunit.v3`, `xunit.v3.core`, `xunit.v3.mtp-v1`, `xunit.v3.mtp-v2`.
  [/^xunit\.v3(\.core|\.mtp-v\d+)?$/, l("xUnit")],
  ["NUnit", l("NUnit")],
  [/^MSTest(\.TestFramework|\.Sdk)?$/, l("MSTest")],
  ["StackExchange.Redis", l("Redis")],
  ["Stripe.net", l("Stripe")],
  ["Microsoft.Playwright", l("Playwright")],
];

/** JSR packages and deno.land/x modules, as a deno.json imports them. */
const jsr: Table = [
  ["@fresh/core", f("Fresh")],
  ["fresh", f("Fresh")],
  ["@hono/hono", f("Hono")],
  ["hono", f("Hono")],
];

/** Hex packages, as mix.exs lists them (without the leading colon). */
const hex: Table = [
  ["phoenix", f("Phoenix")],
  ["phoenix_live_view", l("Phoenix LiveView")],
  ["ecto_sql", l("Ecto")],
  ["ecto", l("Ecto")],
  ["redix", l("Redis")],
  ["stripity_stripe", l("Stripe")],
];

/** Swift packages by their repository's name (`github.com/vapor/vapor` → `vapor/vapor`). */
const swift: Table = [
  ["vapor/vapor", f("Vapor")],
  [/^vapor\/fluent(-kit)?$/, l("Fluent")],
  ["vapor/redis", l("Redis")],
];

/** Gradle plugins and libraries by id or `group:artifact`. */
const gradle: Table = [
  ["com.android.application", f("Android")],
  [/^androidx\.compose(\.[\w.]+)?:/, l("Jetpack Compose")],
  [/^com\.google\.dagger:hilt-android/, l("Hilt")],
  [/^androidx\.room:room-/, l("Room")],
  [/^com\.google\.firebase:firebase-/, l("Firebase")],
  [/^(redis\.clients:jedis|io\.lettuce:lettuce-core)$/, l("Redis")],
  ["org.springframework.boot:spring-boot-starter-data-redis", l("Redis")],
];

const tables: Readonly<Record<Ecosystem, Table>> = {
  jsr,
  hex,
  swift,
  gradle,
  npm,
  pypi,
  gem,
  composer,
  cargo,
  go,
  pub,
  nuget,
};

/** What a dependency of the ecosystem is in our vocabulary, or undefined. */
export function knownDependency(ecosystem: Ecosystem, name: string): Known | undefined {
  for (const [pattern, known] of tables[ecosystem]) {
    if (typeof pattern === "string" ? pattern === name : pattern.test(name)) return known;
  }
  return undefined;
}
