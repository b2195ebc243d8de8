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
  // Sign-in through an identity provider (the SSO variant, src/engine/packs/variants.ts).
  [/^@azure\/msal-(browser|react|node|angular)$/, l("MSAL")],
  [/^@auth0\//, l("Auth0")],
  [/^@okta\//, l("Okta")],
  ["keycloak-js", l("Keycloak")],
  [
    /^(oidc-client-ts|react-oidc-context|openid-client|angular-auth-oidc-client)$/,
    l("OIDC client"),
  ],
  [/^@node-saml\/(node-saml|passport-saml)$/, l("SAML")],
  [/^@inertiajs\//, l("Inertia")],
  [/^@hotwired\/(turbo|stimulus)$/, l("Hotwire")],
  // Services and SDKs that call for a domain pack (docs/product/rule-packs.md).
  [/^socket\.io(-client)?$/, l("Socket.IO")],
  ["yjs", l("Yjs")],
  [/^@hocuspocus\//, l("Hocuspocus")],
  [/^pusher(-js)?$/, l("Pusher")],
  ["laravel-echo", l("Laravel Echo")],
  ["@microsoft/signalr", l("SignalR")],
  // The core package only: react-i18next and the plugins have versions of their own, and the
  // language detector is used without i18next too.
  ["i18next", l("i18next")],
  [/^@lingui\//, l("Lingui")],
  ["next-intl", l("next-intl")],
  ["vue-i18n", l("vue-i18n")],
  [/^@aws-sdk\/(client-s3|s3-request-presigner|s3-presigned-post|lib-storage)$/, l("AWS S3 SDK")],
  ["@azure/storage-blob", l("Azure Blob Storage")],
  ["@google-cloud/storage", l("Google Cloud Storage")],
  // The SDKs, which share a version; not the CLI and the bundler plugins.
  [
    /^@sentry\/(browser|node|react|nextjs|vue|angular|svelte|sveltekit|remix|react-native|nestjs|bun|astro|nuxt|electron|cloudflare|aws-serverless)$/,
    l("Sentry"),
  ],
  [/^@axiomhq\//, l("Axiom")],
  ["next-axiom", l("Axiom")],
  ["dd-trace", l("Datadog")],
  ["nodemailer", l("Nodemailer")],
  ["resend", l("Resend")],
  ["@sendgrid/mail", l("SendGrid")],
  // The core package; the `@ai-sdk/*` providers have versions of their own.
  ["ai", l("Vercel AI SDK")],
  ["openai", l("OpenAI SDK")],
  ["@anthropic-ai/sdk", l("Anthropic SDK")],
  ["langchain", l("LangChain")],
  ["@langchain/core", l("LangChain")],
  ["llamaindex", l("LlamaIndex")],
  ["passport", l("Passport")],
  [/^@simplewebauthn\//, l("SimpleWebAuthn")],
  ["arctic", l("Arctic")],
  // Bull v3, BullMQ's predecessor: its own API, so no BullMQ.
  ["bull", l("Bull")],
  // Upstash Workflow runs on QStash.
  [/^@upstash\/(qstash|workflow)$/, l("QStash")],
  ["inngest", l("Inngest")],
  ["@upstash/redis", l("Redis")],
  // Keyv's Redis store is the project's Redis client.
  ["@keyv/redis", l("Redis")],
  ["@angular/localize", l("Angular Localize")],
  ["@nuxtjs/i18n", l("Nuxt i18n")],
  [/^@opentelemetry\/(api|sdk-node)$/, l("OpenTelemetry")],
  ["prom-client", l("Prometheus client")],
  [/^(node-polyglot|ra-i18n-polyglot)$/, l("Polyglot")],
  ["meilisearch", l("Meilisearch")],
  ["algoliasearch", l("Algolia")],
  ["@elastic/elasticsearch", l("Elasticsearch")],
  ["typesense", l("Typesense")],
  ["plaid", l("Plaid")],
  [/^posthog-(js|node)$/, l("PostHog")],
  ["svix", l("Svix")],
  ["@vercel/functions", l("Vercel Functions")],
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
  ["channels", l("Django Channels")],
  ["python-socketio", l("Socket.IO")],
  ["google-cloud-storage", l("Google Cloud Storage")],
  ["azure-storage-blob", l("Azure Blob Storage")],
  ["sentry-sdk", l("Sentry")],
  ["ddtrace", l("Datadog")],
  ["resend", l("Resend")],
  ["sendgrid", l("SendGrid")],
  ["openai", l("OpenAI SDK")],
  ["anthropic", l("Anthropic SDK")],
  [/^langchain(-core)?$/, l("LangChain")],
  [/^llama-index(-core)?$/, l("LlamaIndex")],
  ["django-allauth", l("django-allauth")],
  ["msal", l("MSAL")],
  ["auth0-python", l("Auth0")],
  ["python3-saml", l("SAML")],
  ["tantivy", l("Tantivy")],
  ["meilisearch", l("Meilisearch")],
  ["algoliasearch", l("Algolia")],
  ["elasticsearch", l("Elasticsearch")],
  ["typesense", l("Typesense")],
  ["plaid-python", l("Plaid")],
  ["posthog", l("PostHog")],
  ["svix", l("Svix")],
  ["pyjwt", l("PyJWT")],
  ["pyotp", l("PyOTP")],
  ["apprise", l("Apprise")],
  [/^opentelemetry-(api|sdk)$/, l("OpenTelemetry")],
  [/^prometheus[-_]client$/, l("Prometheus client")],
  // Password hashing means accounts of the project's own.
  ["bcrypt", l("bcrypt")],
  ["argon2-cffi", l("Argon2")],
  ["passlib", l("passlib")],
  ["flask-babel", l("Flask-Babel")],
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
  ["aws-sdk-s3", l("AWS S3 SDK")],
  [/^sentry-(ruby|rails|sidekiq)$/, l("Sentry")],
  [/^(ddtrace|datadog)$/, l("Datadog")],
  ["resend", l("Resend")],
  ["sendgrid-ruby", l("SendGrid")],
  // The community client's gem; the official one is `openai`.
  [/^(ruby-)?openai$/, l("OpenAI SDK")],
  ["devise", l("Devise")],
  ["omniauth", l("OmniAuth")],
  [/^(ruby-saml|omniauth-saml)$/, l("SAML")],
  ["omniauth-auth0", l("Auth0")],
  ["rotp", l("ROTP")],
  ["elasticsearch", l("Elasticsearch")],
  ["meilisearch-rails", l("Meilisearch")],
  ["plaid", l("Plaid")],
  ["posthog-ruby", l("PostHog")],
];

const composer: Table = [
  ["laravel/framework", f("Laravel")],
  ["symfony/framework-bundle", f("Symfony")],
  [/^doctrine\/(orm|doctrine-bundle)$/, l("Doctrine")],
  [/^(twig\/twig|symfony\/twig-bundle)$/, l("Twig")],
  ["livewire/livewire", l("Livewire")],
  ["laravel/boost", l("Laravel Boost")],
  [/^auth0\/(auth0-php|login|symfony)$/, l("Auth0")],
  ["onelogin/php-saml", l("SAML")],
  ["inertiajs/inertia-laravel", l("Inertia")],
  ["phpunit/phpunit", l("PHPUnit")],
  ["pestphp/pest", l("Pest")],
  ["stripe/stripe-php", l("Stripe")],
  ["laravel/cashier", l("Stripe")],
  ["predis/predis", l("Redis")],
  ["pusher/pusher-php-server", l("Pusher")],
  ["laravel/reverb", l("Laravel Reverb")],
  [/^league\/flysystem-aws-s3(-v3)?$/, l("Flysystem S3")],
  [/^sentry\/sentry(-laravel|-symfony)?$/, l("Sentry")],
  [/^resend\/resend-(php|laravel)$/, l("Resend")],
  ["sendgrid/sendgrid", l("SendGrid")],
  [/^openai-php\/(client|laravel)$/, l("OpenAI SDK")],
  ["laravel/ai", l("Laravel AI SDK")],
  ["laravel/sanctum", l("Laravel Sanctum")],
  ["laravel/socialite", l("Laravel Socialite")],
  ["laravel/horizon", l("Laravel Horizon")],
  ["laravel/scout", l("Laravel Scout")],
  ["meilisearch/meilisearch-php", l("Meilisearch")],
  ["algolia/algoliasearch-client-php", l("Algolia")],
  ["elasticsearch/elasticsearch", l("Elasticsearch")],
  ["typesense/typesense-php", l("Typesense")],
];

const cargo: Table = [
  ["tokio", l("Tokio")],
  ["opentelemetry", l("OpenTelemetry")],
  ["prometheus", l("Prometheus client")],
  ["bcrypt", l("bcrypt")],
  ["argon2", l("Argon2")],
  ["jsonwebtoken", l("jsonwebtoken")],
  ["oauth2", l("OAuth2 client")],
  ["totp-rs", l("totp-rs")],
  ["rosetta-i18n", l("rosetta-i18n")],
  ["i18n-embed", l("i18n-embed")],
  ["axum", l("Axum")],
  ["actix-web", l("Actix Web")],
  ["sqlx", l("SQLx")],
  ["diesel", l("Diesel")],
  ["redis", l("Redis")],
  ["tantivy", l("Tantivy")],
  ["aws-sdk-s3", l("AWS S3 SDK")],
  ["sentry", l("Sentry")],
  ["meilisearch-sdk", l("Meilisearch")],
  ["elasticsearch", l("Elasticsearch")],
];

const go: Table = [
  ["github.com/gin-gonic/gin", l("Gin")],
  ["go.opentelemetry.io/otel", l("OpenTelemetry")],
  [/^github\.com\/golang-jwt\/jwt(\/v\d+)?$/, l("golang-jwt")],
  [/^github\.com\/go-chi\/jwtauth(\/v\d+)?$/, l("jwtauth")],
  ["github.com/go-webauthn/webauthn", l("go-webauthn")],
  ["golang.org/x/oauth2", l("OAuth2 client")],
  ["github.com/prometheus/client_golang", l("Prometheus client")],
  [/^github\.com\/labstack\/echo(\/v\d+)?$/, l("Echo")],
  [/^github\.com\/gofiber\/fiber(\/v\d+)?$/, l("Fiber")],
  ["gorm.io/gorm", l("GORM")],
  [/^github\.com\/onsi\/ginkgo(\/v\d+)?$/, l("Ginkgo")],
  [/^github\.com\/(redis|go-redis)\/go-redis(\/v\d+)?$/, l("Redis")],
  ["github.com/stripe/stripe-go", l("Stripe")],
  [/^github\.com\/stripe\/stripe-go\/v\d+$/, l("Stripe")],
  ["github.com/getsentry/sentry-go", l("Sentry")],
  ["github.com/aws/aws-sdk-go-v2/service/s3", l("AWS S3 SDK")],
  ["github.com/meilisearch/meilisearch-go", l("Meilisearch")],
  [/^github\.com\/(openai\/openai-go|sashabaranov\/go-openai)(\/v\d+)?$/, l("OpenAI SDK")],
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
  ["sentry_flutter", l("Sentry")],
  ["firebase_messaging", l("Firebase Cloud Messaging")],
  ["firebase_crashlytics", l("Firebase Crashlytics")],
  ["firebase_analytics", l("Firebase Analytics")],
  ["flutter_localizations", l("Flutter Localizations")],
  ["web_socket_channel", l("web_socket_channel")],
  ["flutter_appauth", l("AppAuth")],
];

const nuget: Table = [
  [/^Microsoft\.EntityFrameworkCore(\.|$)/, l("Entity Framework Core")],
  ["xunit", l("xUnit")],
  // xUnit v3 ships per runner: `xunit.v3`, `xunit.v3.core`, `xunit.v3.mtp-v1`, `xunit.v3.mtp-v2`.
  [/^xunit\.v3(\.core|\.mtp-v\d+)?$/, l("xUnit")],
  ["NUnit", l("NUnit")],
  [/^MSTest(\.TestFramework|\.Sdk)?$/, l("MSTest")],
  ["StackExchange.Redis", l("Redis")],
  // Redis behind ASP.NET Core's distributed cache and Aspire's client integration.
  [
    /^(Microsoft\.Extensions\.Caching\.StackExchangeRedis|Aspire\.StackExchange\.Redis)$/,
    l("Redis"),
  ],
  // The Azure OpenAI client and Aspire's integration of it.
  [/^(Aspire\.)?Azure\.AI\.OpenAI$/, l("OpenAI SDK")],
  [/^OpenTelemetry(\.Extensions\.Hosting)?$/, l("OpenTelemetry")],
  [/^prometheus-net(\.AspNetCore)?$/, l("Prometheus client")],
  // ASP.NET Core ships SignalR's server; its packages are the protocols and backplanes.
  [/^Microsoft\.AspNetCore\.SignalR(\.|$)/, l("SignalR")],
  ["Azure.Storage.Blobs", l("Azure Blob Storage")],
  ["AWSSDK.S3", l("AWS S3 SDK")],
  [/^Sentry(\.|$)/, l("Sentry")],
  ["SendGrid", l("SendGrid")],
  ["MailKit", l("MailKit")],
  ["Microsoft.Azure.NotificationHubs", l("Azure Notification Hubs")],
  ["OpenAI", l("OpenAI SDK")],
  [/^Duende\.IdentityServer(\.|$)/, l("Duende IdentityServer")],
  [/^Microsoft\.Identity\.(Web|Client)$/, l("MSAL")],
  [/^Quartz(\.|$)/, l("Quartz.NET")],
  [/^Hangfire(\.|$)/, l("Hangfire")],
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
  ["phoenix_pubsub", l("Phoenix PubSub")],
  ["ex_cldr", l("ex_cldr")],
  ["oban", l("Oban")],
  ["sentry", l("Sentry")],
];

/** Swift packages by their repository's name (`github.com/vapor/vapor` → `vapor/vapor`). */
const swift: Table = [
  ["vapor/vapor", f("Vapor")],
  [/^vapor\/fluent(-kit)?$/, l("Fluent")],
  ["vapor/redis", l("Redis")],
  ["swift-server/swift-prometheus", l("Prometheus client")],
  ["vapor/jwt-kit", l("JWTKit")],
];

/** Gradle plugins and libraries by id or `group:artifact`. */
const gradle: Table = [
  ["com.android.application", f("Android")],
  [/^androidx\.compose(\.[\w.]+)?:/, l("Jetpack Compose")],
  [/^com\.google\.dagger:hilt-android/, l("Hilt")],
  [/^androidx\.room:room-/, l("Room")],
  // Firebase's messaging, crash reporting and analytics call for packs of their own.
  [/^com\.google\.firebase:firebase-messaging(-ktx)?$/, l("Firebase Cloud Messaging")],
  [/^com\.google\.firebase:firebase-crashlytics(-ktx|-ndk)?$/, l("Firebase Crashlytics")],
  [/^com\.google\.firebase:firebase-analytics(-ktx)?$/, l("Firebase Analytics")],
  [/^com\.google\.firebase:firebase-/, l("Firebase")],
  [/^androidx\.work:work-runtime(-ktx)?$/, l("WorkManager")],
  ["io.opentelemetry:opentelemetry-api", l("OpenTelemetry")],
  [/^io\.micrometer:micrometer-(core|registry-[\w-]+)$/, l("Micrometer")],
  ["net.openid:appauth", l("AppAuth")],
  [/^(redis\.clients:jedis|io\.lettuce:lettuce-core)$/, l("Redis")],
  ["org.springframework.boot:spring-boot-starter-data-redis", l("Redis")],
  [/^io\.sentry:sentry/, l("Sentry")],
  ["software.amazon.awssdk:s3", l("AWS S3 SDK")],
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
