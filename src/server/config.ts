import { z } from "zod";
import { emailSchema } from "#contract/auth";

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

/**
 * The environment, one declaration per variable: its parse and default, and what
 * docs/configuration.md says of it (`description`; `unset`: what an unset variable means when it is
 * not a plain default). `npm run docs:generate` writes that page from here.
 */
export const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"])
    .default("development")
    .describe("`production` for deployments"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000).describe("HTTP port"),
  HOST: z.string().default("0.0.0.0").describe("interface to listen on"),
  PUBLIC_URL: optionalUrl.meta({
    description: "base URL for links in e-mails and the trusted origin",
    unset: "`http://localhost:$PORT`",
  }),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info")
    .describe("pino log level"),
  DATA_DIR: z
    .string()
    .default("./data")
    .describe(
      "where embedded PostgreSQL (PGlite) keeps its files; `memory://` for a throw-away database. " +
        "One process at a time: a second one on the same directory refuses to start",
    ),
  DATABASE_URL: optionalUrl.describe("use this PostgreSQL server instead of PGlite"),
  DB_FAST_PATH: z
    .enum(["on", "off"])
    .default("on")
    .describe(
      "`off` runs every statement through the drivers' public APIs only, without the fast path's " +
        "prepared and batched statements; `on` falls back to that by itself, with a warning, when " +
        "an upgraded PGlite or drizzle-orm lacks a function the fast path needs (decision 128)",
    ),
  OPERATOR_NAME: z
    .string()
    .default("Rulesmith (operator name not configured)")
    .describe("operator's name on the legal pages"),
  OPERATOR_ADDRESS: z
    .string()
    .default("Address not configured")
    .describe("operator's postal address on the legal pages"),
  OPERATOR_EMAIL: z
    .email()
    .default("hello@rulesmith.invalid")
    .describe("operator's e-mail address on the legal pages"),
  OPERATOR_PHONE: z
    .string()
    .default("not configured")
    .describe("operator's phone number on the legal pages"),
  OPERATOR_REPRESENTATIVE: z
    .string()
    .default("not configured")
    .describe("operator's legal representative on the legal pages"),
  OPERATOR_VAT_ID: z
    .string()
    .default("not configured")
    .describe("operator's VAT id on the legal pages"),
  SUPPORT_EMAIL: optionalString.meta({
    description: "address behind the documentation's support and feature-request links",
    unset: "`OPERATOR_EMAIL`",
  }),
  BETTER_AUTH_SECRET: z
    .preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional())
    .meta({
      description:
        "signs session cookies; required with `NODE_ENV=production` (`npm start` generates one in " +
        "`DATA_DIR/auth-secret`; or `openssl rand -hex 32`)",
      unset: "a built-in development secret, refused in production",
    }),
  SMTP_URL: optionalUrl.describe(
    "the SMTP server that sends mail, e.g. `smtp://user:pass@mail.example.com:587`; unset keeps " +
      "mail in the dev outbox",
  ),
  MAIL_FROM: z.string().default("Rulesmith <no-reply@rulesmith.local>").describe("sender address"),
  MAIL_OUTBOX_DIR: optionalString.meta({
    description: "where mail goes without `SMTP_URL` (one `.eml` file per message)",
    unset: "`DATA_DIR/outbox` (`./data/outbox` when `DATA_DIR` is `memory://`)",
  }),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(emailSchema))
    .describe("comma-separated e-mails whose accounts are admins once the address is confirmed"),
  FIRST_ADMIN_CLAIM: z.enum(["true", "false"]).optional().meta({
    description: "whether the only account may make itself admin on `/admin/setup`",
    unset: "`true` outside production when `ADMIN_EMAILS` is empty, else `false`",
  }),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d)$/, "true, false, or the number of proxies in front (0-9)")
    .default("false")
    .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value)))
    .describe(
      "`true` or the number of proxies in front (0-9): the client IP is that many entries from " +
        "the right of `X-Forwarded-For`; `false` trusts only the socket",
    ),
  RATE_LIMIT_SCALE: z.coerce
    .number()
    .min(1)
    .max(1000)
    .default(1)
    .describe("multiplies every rate limit's allowance"),
  RATE_LIMIT_IPV6_PREFIX: z.coerce
    .number()
    .int()
    .min(16)
    .max(128)
    .default(64)
    .describe("rate limits count an IPv6 caller by its network of this many bits (decision 078)"),
  SIGNUP_BONUS_TOKENS: z.coerce
    .number()
    .int()
    .min(0)
    .max(1000)
    .default(3)
    .describe("tokens every new account receives when it confirms its e-mail address"),
  LLM_BASE_URL: optionalUrl.describe(
    "optional, with `LLM_MODEL`: refine each generated rule with any OpenAI-compatible endpoint " +
      "(OpenAI, Ollama `http://localhost:11434/v1`, vLLM)",
  ),
  LLM_API_KEY: optionalString.describe("the refinement endpoint's API key, if it needs one"),
  LLM_MODEL: optionalString.describe("the model the refinement endpoint runs"),
  STRIPE_SECRET_KEY: optionalString.describe(
    "Stripe for payments (Checkout, customer portal); unset runs the built-in test mode outside " +
      "production (its checkout accepts the promotion codes `TEST10`, `TEST50`), and no " +
      "purchases in production unless `PAYMENTS_TEST_MODE=true`",
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.describe(
    "signing secret of the `POST /api/webhooks/stripe` endpoint (events: " +
      "`checkout.session.completed`, `checkout.session.async_payment_succeeded`, " +
      "`customer.subscription.*`, `invoice.paid`, `product.*`, `price.*`; the catalog is " +
      "mirrored from Stripe at start-up and on those events)",
  ),
  PAYMENTS_TEST_MODE: z
    .enum(["true", "false"])
    .default("false")
    .describe(
      "`true` runs the built-in test mode, where purchases are free, in production; without it " +
        "and without `STRIPE_SECRET_KEY` a production server refuses purchases (503 " +
        "`PAYMENTS_DISABLED`), whatever `PUBLIC_URL` is, and says so at start and on the " +
        "purchase page (decision 084)",
    ),
  BILLING_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()).meta({
    description: "billing contact shown after a canceled purchase",
    unset: "`SUPPORT_EMAIL`, else `OPERATOR_EMAIL`",
  }),
  LLM_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(300_000)
    .default(20_000)
    .describe("after this, the engine's draft is used as it is"),
  GITHUB_API_URL: z
    .preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/ })
        .default("https://api.github.com")
        .transform((url) => url.replace(/\/+$/, "")),
    )
    .describe(
      "GitHub's REST API for importing a public repository (GitHub Enterprise: " +
        "`https://host/api/v3`)",
    ),
  GITHUB_TOKEN: optionalString.describe(
    "optional, sent as `Authorization: Bearer`: GitHub then allows 5,000 requests an hour " +
      "instead of 60 per server IP (an import makes up to ~150); no scopes needed",
  ),
  GITHUB_IMPORT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(120_000)
    .default(15_000)
    .describe("one import's time budget; past it the import answers 504 `GITHUB_TIMEOUT`"),
});

const DEV_AUTH_SECRET = "rulesmith-development-secret-do-not-use-in-production";

export type PaymentsMode = "stripe" | "test" | "off";

function paymentsMode(e: z.infer<typeof envSchema>): PaymentsMode {
  if (e.STRIPE_SECRET_KEY) return "stripe";
  // Test mode hands out tokens for free: production must opt in to it.
  return e.NODE_ENV !== "production" || e.PAYMENTS_TEST_MODE === "true" ? "test" : "off";
}

export type Config = ReturnType<typeof loadConfig>;

/** Parses the environment once; a bad value fails fast with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  // The built-in secret is public: production never signs sessions with it, whatever PUBLIC_URL says.
  if (e.NODE_ENV === "production" && !e.BETTER_AUTH_SECRET) {
    throw new Error(
      "Invalid configuration:\n  BETTER_AUTH_SECRET: required when NODE_ENV=production (at least 32 random characters, e.g. `openssl rand -hex 32`)",
    );
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? ({ kind: "postgres", url: e.DATABASE_URL, fastPath: e.DB_FAST_PATH === "on" } as const)
      : ({ kind: "pglite", dataDir: e.DATA_DIR, fastPath: e.DB_FAST_PATH === "on" } as const),
    operator: {
      name: e.OPERATOR_NAME,
      address: e.OPERATOR_ADDRESS,
      email: e.OPERATOR_EMAIL,
      phone: e.OPERATOR_PHONE,
      representative: e.OPERATOR_REPRESENTATIVE,
      vatId: e.OPERATOR_VAT_ID,
    },
    supportEmail: e.SUPPORT_EMAIL ?? e.OPERATOR_EMAIL,
    authSecret: e.BETTER_AUTH_SECRET ?? DEV_AUTH_SECRET,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      /** Dev outbox only: print the message text (with its links) in the log, never in production. */
      logText: e.NODE_ENV !== "production",
      outboxDir:
        e.MAIL_OUTBOX_DIR ??
        (e.DATA_DIR.startsWith("memory://") ? "./data/outbox" : `${e.DATA_DIR}/outbox`),
    },
    /** How many proxies in front append to X-Forwarded-For; 0 trusts only the socket. */
    trustedProxyHops: e.TRUST_PROXY,
    /** Accounts with these (lower-case) e-mails are admins: granted at start and at sign-up. */
    adminEmails: e.ADMIN_EMAILS,
    /** Whether the only account may make itself admin: by default only in development without ADMIN_EMAILS. */
    firstAdminClaim: e.FIRST_ADMIN_CLAIM
      ? e.FIRST_ADMIN_CLAIM === "true"
      : e.NODE_ENV !== "production" && e.ADMIN_EMAILS.length === 0,
    /** Stripe when a secret key is set; otherwise the built-in test-mode provider (no money moves). */
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : undefined,
    /**
     * How purchases run: at Stripe; in the built-in test mode, free (outside production, or when
     * PAYMENTS_TEST_MODE=true); or not at all — production without a Stripe key refuses them,
     * whatever PUBLIC_URL is (decision 084).
     */
    paymentsMode: paymentsMode(e),
    billingEmail: e.BILLING_EMAIL ?? e.SUPPORT_EMAIL ?? e.OPERATOR_EMAIL,
    signupBonusTokens: e.SIGNUP_BONUS_TOKENS,
    /** Multiplies every rate limit's allowance; the e2e suite raises it (all its browsers share one IP). */
    rateLimitScale: e.RATE_LIMIT_SCALE,
    /** IPv6 callers count for rate limits by their network of this many bits (decision 078). */
    ipv6PrefixLength: e.RATE_LIMIT_IPV6_PREFIX,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL,
            apiKey: e.LLM_API_KEY ?? "not-needed",
            model: e.LLM_MODEL,
            timeoutMs: e.LLM_TIMEOUT_MS,
          }
        : undefined,
    /** The GitHub import's REST API (GitHub Enterprise: `https://host/api/v3`), decision 075. */
    github: {
      apiUrl: e.GITHUB_API_URL,
      token: e.GITHUB_TOKEN,
      timeoutMs: e.GITHUB_IMPORT_TIMEOUT_MS,
    },
    trustedOrigins:
      e.NODE_ENV === "production"
        ? [publicUrl]
        : [publicUrl, "http://localhost:5173", "http://127.0.0.1:5173"],
  };
}
