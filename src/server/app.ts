import { Hono } from "hono";
import { compress } from "hono/compress";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import type { ApiErrorBody } from "#contract/errors";
import { accountRoutes } from "./account/account.routes";
import { apiKeysRoutes } from "./api-keys/api-keys.routes";
import { adminBillingRoutes } from "./admin/admin-billing.routes";
import { adminRoutes } from "./admin/admin.routes";
import { createAuth } from "./auth/auth";
import { authRoutes } from "./auth/auth.routes";
import { billingRoutes } from "./billing/billing.routes";
import { createCliRoutes } from "./cli/cli.routes";
import { createPaymentProvider } from "./billing/payment-provider";
import { webhookRoutes } from "./billing/webhook.routes";
import { sessionRoutes } from "./auth/session.routes";
import { generatorRoutes } from "./generator/generator.routes";
import { createLlmRefiner } from "./generator/llm-refiner";
import { healthRoutes } from "./health/health.routes";
import { projectImportRoutes } from "./project-import/project-import.routes";
import { publicApiRoutes } from "./public-api/public-api.routes";
import { gzipJson } from "./lib/gzip-json";
import type { AppDeps, AppEnv } from "./lib/app-env";
import { createBackground, type Background } from "./lib/background";
import { isDatabaseUnavailable } from "./lib/database-unavailable";
import { AppError } from "./lib/errors";
import { createTurns } from "./lib/page-reader";
import { createMemoryRateLimiter, type RateLimiter } from "./lib/rate-limit";
import {
  limitBodySize,
  noStoreByDefault,
  refuseForeignOrigin,
  refuseUnusableInput,
} from "./lib/request-guards";
import type { PrerenderedPages } from "./lib/prerendered-pages";
import { serveWebApp } from "./lib/serve-web-app";
import { resultsRoutes } from "./results/results.routes";
import { rulesRoutes } from "./rules/rules.routes";
import { siteRoutes } from "./site/site.routes";
import { signupDraftRoutes } from "./auth/signup-draft.routes";
import { statusRoutes } from "./status/status.routes";
import { tokensRoutes } from "./tokens/tokens.routes";
import { typewriterRoutes } from "./typewriter/typewriter.routes";

/** A fresh generation's answer, on the web's route and the public API's: built in one piece. */
const GENERATE_PATHS = ["/api/generate", "/api/v1/generate"] as const;

/** Every API route, chained so the web's typed client (`hc<ApiRoutes>`) knows them all. */
function createApiRoutes() {
  return (
    new Hono<AppEnv>()
      .route("/", authRoutes)
      .route("/session", sessionRoutes)
      // Before /account: its own router, so the account's middleware runs once.
      .route("/account/api-keys", apiKeysRoutes)
      .route("/account", accountRoutes)
      .route("/admin", adminRoutes)
      .route("/admin/billing", adminBillingRoutes)
      .route("/", generatorRoutes)
      .route("/project-import", projectImportRoutes)
      .route("/rules", rulesRoutes)
      .route("/results", resultsRoutes)
      .route("/tokens", tokensRoutes)
      .route("/billing", billingRoutes)
      .route("/webhooks", webhookRoutes)
      .route("/health", healthRoutes)
      .route("/status", statusRoutes)
      .route("/typewriter-samples", typewriterRoutes)
      .route("/site", siteRoutes)
      .route("/signup-drafts", signupDraftRoutes)
  );
}
export type ApiRoutes = ReturnType<typeof createApiRoutes>;

export interface CreateAppOptions extends AppDeps {
  /** Folder of the built web app; when set, it is served with an SPA fallback. */
  webRoot?: string;
  /** Pages of the web app prerendered at build time, served in place of its `index.html`. */
  prerenderedPages?: PrerenderedPages;
  /** Rate-limit counters; in this process's memory unless another store is given. */
  limiter?: RateLimiter;
  /** Where work runs that a response must not wait for (mail). */
  background?: Background;
  /**
   * API requests wait for this (migrations, seeds), so the server can listen, and serve the web
   * app, while the database is still starting.
   */
  ready?: Promise<void>;
  /** The `rulesmith` command's package served at `/cli/rulesmith.tgz`; `dist/cli/rulesmith.tgz` unless given. */
  cliPackage?: string;
}

export function createApp(options: CreateAppOptions) {
  const { webRoot, prerenderedPages, limiter, background, ready, cliPackage, ...base } = options;
  const { config, logger } = base;
  const shared = {
    ...base,
    limiter: limiter ?? createMemoryRateLimiter({ scale: config.rateLimitScale }),
    background: background ?? createBackground(logger),
  };
  const deps = {
    ...shared,
    auth: createAuth(shared),
    refiner: config.llm ? createLlmRefiner(config.llm, logger) : undefined,
    payments: base.payments ?? createPaymentProvider(config),
    exports: createTurns(),
  };

  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    c.set("deps", deps);
    const started = performance.now();
    await next();
    logger.debug(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: performance.now() - started,
      },
      "request",
    );
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    }),
  );
  app.use(csrf({ origin: config.trustedOrigins }));
  app.use(refuseForeignOrigin(config.trustedOrigins));
  app.use(limitBodySize());
  app.use("/api/*", refuseUnusableInput(), noStoreByDefault());

  // Answers that carry a rule's files are sent compressed to clients that accept it (decision 093).
  for (const path of GENERATE_PATHS) app.use(path, gzipJson());
  // Kept results, also streamed as an export.
  app.use("/api/results/*", compress());

  if (ready) app.use("/api/*", async (_c, next) => ready.then(next));
  // The public API answers API keys, not sessions; the web's typed client does not call it.
  app.route("/api/v1", publicApiRoutes);
  app.route("/api", createApiRoutes());

  app.all("/api/*", (c) => {
    const body: ApiErrorBody = { error: { code: "NOT_FOUND", message: "No such API endpoint." } };
    return c.json(body, 404);
  });

  // The command, installed from this server by `npm install -g <origin>/cli/rulesmith.tgz`.
  app.route("/cli", createCliRoutes(cliPackage));

  if (webRoot) serveWebApp(app, webRoot, prerenderedPages);

  app.onError((err, c) => {
    if (err instanceof AppError) {
      const body: ApiErrorBody = {
        error: { code: err.code, message: err.message, ...err.details },
      };
      return c.json(body, err.status);
    }
    if (err instanceof HTTPException) {
      const code =
        err.status === 403 ? "FORBIDDEN" : err.status === 401 ? "UNAUTHORIZED" : "BAD_REQUEST";
      const body: ApiErrorBody = { error: { code, message: err.message || "Request refused." } };
      return c.json(body, err.status);
    }
    if (isDatabaseUnavailable(err)) {
      logger.error({ err, path: c.req.path }, "the database is not reachable");
      const body: ApiErrorBody = {
        error: {
          code: "SERVICE_UNAVAILABLE",
          message: "Rulesmith is briefly unavailable. Please try again in a moment.",
        },
      };
      return c.json(body, 503);
    }
    logger.error({ err, path: c.req.path }, "unhandled error");
    const body: ApiErrorBody = {
      error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." },
    };
    return c.json(body, 500);
  });

  app.notFound((c) => {
    const body: ApiErrorBody = { error: { code: "NOT_FOUND", message: "Not found." } };
    return c.json(body, 404);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
