import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "./logger";

export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
}

/** Hono environment: every handler reaches its dependencies through `c.var.deps`. */
export interface AppEnv {
  Variables: { deps: AppDeps };
}
