/**
 * The corpus repositories the two blind sets leave out (docs/product/rule-packs.md "How well it
 * works"), judged from their manifests like the blind ones but after the matcher and the import
 * had been tuned, so they test coverage, not a blind guess: the packs the facts alone should
 * produce (empty description) and the dependencies that call for them. With `blindRepoPackCases`
 * and `blindRepoPackCases2`, 33 of the corpus's 34 repositories are judged; localsend stays out,
 * its few pack-related dependencies (a WebSocket client, `intl`) say nothing an expert would hold
 * it to.
 */
import type { RepoPackCase } from "./packs-blind";

const never = ["payments", "stripe", "commerce", "health", "booking"] as const;

export const repoPackCases: readonly RepoPackCase[] = [
  {
    fixture: "atuinsh-atuin",
    expected: ["auth", "observability"],
    forbidden: [...never, "firebase", "supabase"],
    allowed: ["offline", "realtime", "docker", "personal-data"],
    reason:
      "argon2 (account passwords) → sign-in; opentelemetry, opentelemetry_sdk and opentelemetry-otlp → observability",
  },
  {
    fixture: "conductor-oss-conductor",
    expected: ["background-jobs", "redis", "search", "object-storage", "observability"],
    forbidden: [...never, "firebase", "supabase"],
    allowed: ["ai-features", "public-api", "webhooks", "docker", "notifications"],
    reason:
      "a workflow engine on Kafka, NATS, SQS and its scheduler modules → background jobs; jedis and redisson → Redis; the Elasticsearch and OpenSearch clients → search; the S3, Azure Blob and GCS storage modules → object storage; micrometer → observability",
  },
  {
    fixture: "jellyfin-jellyfin",
    expected: ["observability"],
    forbidden: [...never, "firebase", "supabase"],
    allowed: [
      "auth",
      "realtime",
      "i18n",
      "uploads",
      "search",
      "docker",
      "offline",
      "background-jobs",
    ],
    reason: "prometheus-net.AspNetCore → observability",
  },
  {
    fixture: "jsr-io-jsr",
    expected: ["search", "object-storage", "observability", "auth"],
    forbidden: [...never, "firebase", "supabase"],
    allowed: ["public-api", "docker", "serverless", "background-jobs"],
    reason:
      "algoliasearch → search; aws-sdk S3 and the GCS client → object storage; opentelemetry → observability; oauth2 (GitHub sign-in) → sign-in",
  },
  {
    fixture: "jupyterlab-jupyterlab",
    expected: ["realtime"],
    forbidden: [...never, "firebase", "supabase"],
    allowed: ["i18n", "auth", "docker", "offline"],
    reason: "yjs (collaborative editing) → real-time",
  },
  {
    fixture: "lemmynet-lemmy",
    expected: ["notifications", "auth", "observability", "i18n"],
    forbidden: [...never, "firebase", "supabase"],
    allowed: ["realtime", "uploads", "search", "docker", "public-api", "webhooks", "personal-data"],
    reason:
      "lettre → notifications (e-mail); bcrypt and totp-rs → sign-in; prometheus → observability; rosetta-i18n → i18n",
  },
  {
    fixture: "miniflux-v2",
    expected: ["auth", "observability"],
    forbidden: [...never, "firebase", "supabase"],
    allowed: ["docker", "public-api", "background-jobs", "i18n", "search", "offline"],
    reason:
      "go-webauthn, golang.org/x/oauth2 and golang-jwt → sign-in; prometheus/client_golang → observability",
  },
  {
    fixture: "navidrome-navidrome",
    expected: ["auth", "observability", "i18n"],
    forbidden: [...never, "firebase", "supabase"],
    allowed: ["realtime", "background-jobs", "docker", "webhooks", "search", "public-api"],
    reason:
      "go-chi/jwtauth → sign-in; prometheus/client_golang → observability; ra-i18n-polyglot → i18n",
  },
  {
    fixture: "pop-os-cosmic-files",
    expected: ["i18n"],
    forbidden: [...never, "auth", "firebase", "supabase"],
    allowed: ["offline"],
    reason: "i18n-embed and i18n-embed-fl → i18n",
  },
  {
    // A vet clinic's visits are no patient data (docs/product/rule-packs.md "Another field's sense").
    fixture: "spring-petclinic-spring-petclinic-microservices",
    expected: ["observability", "ai-features"],
    forbidden: ["payments", "stripe", "commerce", "health", "firebase", "supabase"],
    allowed: ["docker", "kubernetes", "booking", "personal-data"],
    reason:
      "micrometer with the Prometheus registry and Zipkin → observability; spring-ai-starter-model-openai and -azure-openai → AI features",
  },
  {
    fixture: "swiftpackageindex-swiftpackageindex-server",
    expected: ["redis", "object-storage", "observability", "auth"],
    forbidden: [...never, "firebase", "supabase"],
    allowed: ["search", "docker", "background-jobs", "public-api"],
    reason:
      "Vapor's redis → Redis; S3Store (Soto S3) → object storage; swift-prometheus → observability; jwt-kit → sign-in",
  },
  {
    fixture: "usememos-memos",
    expected: ["object-storage", "ai-features", "i18n", "observability", "auth"],
    forbidden: [...never, "firebase", "supabase"],
    allowed: ["realtime", "docker", "uploads", "search"],
    reason:
      "aws-sdk-go-v2's S3 → object storage; openai-go → AI features; i18next → i18n; go.opentelemetry.io → observability; golang.org/x/oauth2 and golang-jwt → sign-in",
  },
  {
    fixture: "ctfd-ctfd",
    expected: ["redis", "auth", "i18n"],
    forbidden: [...never, "firebase", "supabase", "celery"],
    allowed: ["object-storage", "uploads", "public-api", "docker", "analytics"],
    reason:
      "redis → Redis; passlib and bcrypt → sign-in; Flask-Babel → i18n; boto3 (S3 uploads, but the whole AWS SDK) may call for object storage",
  },
];
