import type { RulePackId } from "#contract/wizard-packs";
import type { PackSignals } from "./pack-signals";

/** Signals of the packs for services and infrastructure a description names or an import detects. */
export const serviceSignals = {
  supabase: { strong: ["supabase"], libraries: ["Supabase"] },
  firebase: {
    strong: ["firebase", "firestore", "cloud firestore", "firebase auth"],
    libraries: ["Firebase"],
  },
  stripe: { strong: ["stripe"], libraries: ["Stripe"] },
  prisma: { strong: ["prisma!"], not: ["prisma (?:cloud|app|filter)"], libraries: ["Prisma"] },
  drizzle: { strong: ["drizzle(?:[- ]orm| kit)?!"], libraries: ["Drizzle"] },
  mongodb: { strong: ["mongo(?:db)?!", "mongoose", "atlas search"], libraries: ["Mongoose"] },
  redis: { strong: ["redis", "valkey", "upstash"], libraries: ["Redis"] },
  celery: { strong: ["celery"], libraries: ["Celery"] },
  sidekiq: { strong: ["sidekiq"], libraries: ["Sidekiq"] },
  bullmq: { strong: ["bullmq", "bull (?:queues?|jobs?)"], libraries: ["BullMQ"] },
  "object-storage": {
    strong: [
      "s3!",
      "s3 buckets?",
      "aws s3",
      "r2 (?:buckets?|storage)",
      "cloudflare r2",
      "object storage",
      "minio",
      "gcs!",
      "google cloud storage",
      "azure blob",
      "blob storage",
      "pre-?signed urls?",
      "supabase storage",
      "backblaze",
    ],
    libraries: ["AWS S3 SDK", "Flysystem S3", "Azure Blob Storage", "Google Cloud Storage"],
  },
  authjs: { strong: ["auth\\.js", "authjs", "next-?auth"], libraries: ["Auth.js"] },
  clerk: {
    strong: ["clerk!", "clerk\\.com", "clerk auth"],
    not: [
      "(?:law|court|sales|bank|shop|store|desk|hotel|file|city|town) clerks?",
      "clerks",
      "clerk (?:of|at|in)",
    ],
    libraries: ["Clerk"],
  },
  "better-auth": { strong: ["better[- ]?auth"], libraries: ["Better Auth"] },
  trpc: { strong: ["trpc"], libraries: ["tRPC"] },
  graphql: {
    strong: ["graphql", "apollo (?:server|client|federation)", "hasura"],
    libraries: ["GraphQL"],
  },
  docker: {
    strong: ["docker", "dockerfiles?", "docker[- ]compose", "container images?", "podman"],
    tooling: ["Docker"],
  },
  kubernetes: {
    strong: ["kubernetes", "k8s!", "helm charts?", "kubectl", "eks!", "gke!", "aks!", "openshift"],
  },
  terraform: { strong: ["terraform", "opentofu", "infrastructure as code", "pulumi"] },
  serverless: {
    strong: [
      "serverless",
      "aws lambda",
      "lambda@edge",
      "cloudflare workers?",
      "vercel functions?",
      "netlify functions?",
      "edge functions?",
      "cloud functions?",
      "azure functions?",
    ],
    weak: ["vercel", "netlify", "lambdas?!", "edge runtime"],
    not: ["lambda (?:expressions?|calculus)", "(?:python|java|kotlin|c#) lambdas?"],
    libraries: ["Vercel Functions"],
  },
  observability: {
    strong: [
      "sentry",
      "opentelemetry",
      "otel!",
      "datadog",
      "new relic",
      "honeycomb",
      "observability",
      "distributed tracing",
      "prometheus",
      "grafana",
    ],
    weak: ["monitoring", "tracing", "structured logging", "alerting"],
    libraries: ["Sentry", "Axiom", "Datadog", "Firebase Crashlytics"],
  },
} satisfies Partial<Record<RulePackId, PackSignals>>;
