import type { Auth } from "../auth/auth";
import type { LlmRefiner } from "../generator/llm-refiner";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Background } from "./background";
import type { Logger } from "./logger";
import type { Mailer } from "../mail/mailer";
import type { RateLimiter } from "./rate-limit";

export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
  mailer: Mailer;
}

/** Hono environment: every handler reaches its dependencies through `c.var.deps`. */
export interface AppEnv {
  Variables: {
    deps: AppDeps & {
      limiter: RateLimiter;
      background: Background;
      auth: Auth;
      refiner: LlmRefiner | undefined;
    };
  };
}
