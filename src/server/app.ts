import { readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import type { ApiErrorBody } from "#contract/errors";
import { adminRoutes } from "./admin/admin.routes";
import { createAuth } from "./auth/auth";
import { createAuthRoutes } from "./auth/auth.routes";
import { billingRoutes } from "./billing/billing.routes";
import { createPaymentProvider } from "./billing/payment-provider";
import { webhookRoutes } from "./billing/webhook.routes";
import { sessionRoutes } from "./auth/session.routes";
import { createGeneratorRoutes } from "./generator/generator.routes";
import { createLlmRefiner } from "./generator/llm-refiner";
import { healthRoutes } from "./health/health.routes";
import type { AppDeps, AppEnv } from "./lib/app-env";
import { AppError } from "./lib/errors";
import { rulesRoutes } from "./rules/rules.routes";
import { siteRoutes } from "./site/site.routes";
import { tokensRoutes } from "./tokens/tokens.routes";
import { typewriterRoutes } from "./typewriter/typewriter.routes";

/** Every API route, chained so the web's typed client (`hc<ApiRoutes>`) knows them all. */
function createApiRoutes(rateLimitScale: number) {
  return new Hono<AppEnv>()
    .route("/", createAuthRoutes(rateLimitScale))
    .route("/session", sessionRoutes)
    .route("/admin", adminRoutes)
    .route("/", createGeneratorRoutes(rateLimitScale))
    .route("/rules", rulesRoutes)
    .route("/tokens", tokensRoutes)
    .route("/billing", billingRoutes)
    .route("/webhooks", webhookRoutes)
    .route("/health", healthRoutes)
    .route("/typewriter-samples", typewriterRoutes)
    .route("/site", siteRoutes);
}
export type ApiRoutes = ReturnType<typeof createApiRoutes>;

export interface CreateAppOptions extends AppDeps {
  /** Folder of the built web app; when set, it is served with an SPA fallback. */
  webRoot?: string;
}

export function createApp(options: CreateAppOptions) {
  const { webRoot, ...base } = options;
  const { config, logger } = base;
  const deps = {
    ...base,
    auth: createAuth(base),
    refiner: config.llm ? createLlmRefiner(config.llm, logger) : undefined,
    payments: base.payments ?? createPaymentProvider(config),
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

  app.route("/api", createApiRoutes(config.rateLimitScale));

  app.all("/api/*", (c) => {
    const body: ApiErrorBody = { error: { code: "NOT_FOUND", message: "No such API endpoint." } };
    return c.json(body, 404);
  });

  if (webRoot) {
    const indexHtml = readFileSync(join(webRoot, "index.html"), "utf8");
    app.use(
      "/assets/*",
      serveStatic({
        root: webRoot,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    app.use("*", serveStatic({ root: webRoot }));
    app.get("*", (c) => c.html(indexHtml));
  }

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
