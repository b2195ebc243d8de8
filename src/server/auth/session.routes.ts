import { Hono } from "hono";
import { sessionResponseSchema } from "#contract/session";
import type { AppEnv } from "../lib/app-env";
import { reply } from "../lib/reply";
import { optionalUser } from "./session.middleware";

/** GET /api/session: who is signed in, for the header, guards and greetings. */
export const sessionRoutes = new Hono<AppEnv>().get("/", optionalUser, (c) => {
  const user = c.var.user;
  c.header("Cache-Control", "no-store");
  return reply(c, sessionResponseSchema, {
    user: user ? { ...user, createdAt: user.createdAt.toISOString() } : null,
  });
});
