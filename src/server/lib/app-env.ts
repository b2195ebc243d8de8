import type { Auth } from "../auth/auth";
import type { SessionCache } from "../auth/session-cache";
import type { PaymentProvider } from "../billing/provider";
import type { LlmRefiner } from "../generator/llm-refiner";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Background } from "./background";
import type { Turns } from "./page-reader";
import type { Logger } from "./logger";
import type { Mailer } from "../mail/mailer";
import type { RateLimiter } from "./rate-limit";

export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  /** Without it, every signed-in request reads its session from the database. */
  sessionCache?: SessionCache;
  /** Defaults to the provider the configuration names (createPaymentProvider). */
  payments?: PaymentProvider;
}

/** Hono environment: every handler reaches its dependencies through `c.var.deps`. */
export interface AppEnv {
  Variables: {
    deps: AppDeps & {
      limiter: RateLimiter;
      background: Background;
      auth: Auth;
      refiner: LlmRefiner | undefined;
      payments: PaymentProvider;
      /** Held while a data export is written: one at a time per process (decision 082). */
      exports: Turns;
    };
  };
}
