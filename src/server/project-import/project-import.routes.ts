import { Hono } from "hono";
import { githubImportRequestSchema, githubImportResponseSchema } from "#contract/project-import";
import { optionalUser } from "../auth/session.middleware";
import type { AppEnv } from "../lib/app-env";
import { clientLimitKey } from "../lib/client-ip";
import { AppError } from "../lib/errors";
import type { RateLimitRule } from "../lib/rate-limit";
import { reply } from "../lib/reply";
import { validate } from "../lib/validate";
import { importGithubProject } from "./project-import.service";
import { refuseIfLimited } from "../lib/refuse-if-limited";

const minutes = (n: number) => n * 60_000;

/**
 * An import costs up to ~150 requests of the server's GitHub quota (60 an hour without
 * GITHUB_TOKEN, 5,000 with), so anyone may import, but only so often: per IP, and per account
 * for the signed in wherever they come from (decision 075). RATE_LIMIT_SCALE multiplies both.
 */
export const githubImportLimits = {
  perIp: { max: 10, windowMs: minutes(10) },
  perUser: { max: 30, windowMs: minutes(60) },
} satisfies Record<string, RateLimitRule>;

export const projectImportRoutes = new Hono<AppEnv>().post(
  "/github",
  optionalUser,
  validate("json", githubImportRequestSchema),
  async (c) => {
    const { url: repository } = c.req.valid("json");
    const { config, limiter } = c.var.deps;
    const user = c.var.user;
    const counted = [
      limiter.hit(`github-import:ip:${clientLimitKey(c, config)}`, githubImportLimits.perIp),
      ...(user ? [limiter.hit(`github-import:user:${user.id}`, githubImportLimits.perUser)] : []),
    ];
    refuseIfLimited(c, await Promise.all(counted), "Too many imports. Please try again later.");
    try {
      return reply(
        c,
        githubImportResponseSchema,
        await importGithubProject(c.var.deps, repository),
      );
    } catch (error) {
      if (error instanceof AppError && error.code === "GITHUB_RATE_LIMITED") {
        c.header("Retry-After", String(error.details.retryAfterSeconds));
      }
      throw error;
    }
  },
);
