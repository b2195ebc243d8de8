import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env";
import { AppError } from "../lib/errors";

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  emailVerified: boolean;
}

type UserEnv = AppEnv & { Variables: { user: AuthUser } };

async function loadUser(c: { var: AppEnv["Variables"]; req: { raw: Request } }) {
  const result = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  if (!result) return undefined;
  const { id, email, name, isAdmin, emailVerified } = result.user;
  return { id, email, name, isAdmin: isAdmin === true, emailVerified } satisfies AuthUser;
}

/** 401 unless signed in; the user is then `c.var.user`. */
export const requireUser = createMiddleware<UserEnv>(async (c, next) => {
  const user = await loadUser(c);
  if (!user) throw new AppError("UNAUTHORIZED", "You must be logged in to access this page.");
  c.set("user", user);
  await next();
});

/** 401 when anonymous, 403 unless the account has the admin flag (checked on every request). */
export const requireAdmin = createMiddleware<UserEnv>(async (c, next) => {
  const user = await loadUser(c);
  if (!user) throw new AppError("UNAUTHORIZED", "You must be logged in to access this page.");
  if (!user.isAdmin) {
    throw new AppError("FORBIDDEN", "You don't have admin privileges to access this page.");
  }
  c.set("user", user);
  await next();
});

/** The user when signed in, else undefined; for routes open to both. */
export const optionalUser = createMiddleware<AppEnv & { Variables: { user?: AuthUser } }>(
  async (c, next) => {
    const user = await loadUser(c);
    if (user) c.set("user", user);
    await next();
  },
);
