import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { failedPasswordChecks, passwordChecks } from "#contract/auth";
import { limits } from "#contract/limits";
import type { Config } from "../config";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import type { Logger } from "../lib/logger";
import { requestLanguage } from "../lib/request-language";
import type { Mailer } from "../mail/mailer";
import { resetPasswordMail } from "../mail/reset-password-mail";
import { authSchemaOptions } from "./auth-schema-options";
import { creditTokens } from "../tokens/tokens.service";
import { createProfile } from "./profile.service";

export const CLIENT_IP_HEADER = "x-rulesmith-client-ip";
const RESET_LINK_TTL_SECONDS = 60 * 60;

export interface AuthDeps {
  db: Db;
  config: Config;
  logger: Logger;
  mailer: Mailer;
}

export function createAuth({ db, config, logger, mailer }: AuthDeps) {
  return betterAuth({
    appName: "Rulesmith",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: "pg", schema }),
    ...authSchemaOptions,
    emailAndPassword: {
      enabled: true,
      minPasswordLength: limits.passwordMin,
      maxPasswordLength: limits.passwordMax,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }, request) => {
        const name = user.name || user.email.split("@")[0]!;
        await mailer.send(resetPasswordMail(requestLanguage(request), user.email, name, url));
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // The API in front of better-auth limits sign-in, sign-up and reset per IP and per account.
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith("https://"),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email" && ctx.path !== "/reset-password") return;
        const body = ctx.body as { password?: unknown; newPassword?: unknown } | undefined;
        const password = ctx.path === "/sign-up/email" ? body?.password : body?.newPassword;
        const failed = typeof password === "string" ? failedPasswordChecks(password) : [];
        if (failed.length > 0) {
          throw new APIError("BAD_REQUEST", {
            code: "WEAK_PASSWORD",
            message: `${passwordChecks
              .filter((check) => failed.includes(check.id))
              .map((check) => check.message)
              .join(". ")}.`,
            reasons: failed,
          });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await createProfile(db, user.id, user.name);
            if (config.signupBonusTokens > 0) {
              await creditTokens(db, user.id, config.signupBonusTokens, "Welcome bonus");
            }
          },
        },
      },
    },
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
