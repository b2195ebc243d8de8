import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { limits } from "#contract/limits";
import type { Config } from "../config";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import type { Background } from "../lib/background";
import type { Logger } from "../lib/logger";
import type { RateLimiter } from "../lib/rate-limit";
import { requestLanguage } from "../lib/request-language";
import type { Mailer } from "../mail/mailer";
import { accountExistsMail } from "../mail/account-exists-mail";
import { resetPasswordMail } from "../mail/reset-password-mail";
import { verifyEmailMail } from "../mail/verify-email-mail";
import { grantListedAdmins } from "../admin/admin.service";
import { revokeAllApiKeys } from "../api-keys/api-keys.service";
import { mailboxHash } from "../tokens/mailbox";
import { creditWelcomeBonus } from "../tokens/tokens.service";
import { CLIENT_IP_HEADER, createAuthHooks } from "./auth-hooks";
import { authSchemaOptions } from "./auth-schema-options";
import { passwordHashOption } from "./password-hash";
import type { SessionCache } from "./session-cache";
import { createProfile } from "./profile.service";
import { revokeResetLinks } from "./session.service";

const RESET_LINK_TTL_SECONDS = 60 * 60;
const VERIFY_LINK_TTL_SECONDS = 24 * 60 * 60;

/**
 * Whom a mail greets: the display name only once the address is confirmed, since until then it
 * was typed by whoever signed up with the address, perhaps not its owner (decision 120).
 */
const greetingName = (user: { name: string; email: string; emailVerified: boolean }) =>
  (user.emailVerified && user.name) || user.email.split("@")[0]!;

export interface AuthDeps {
  db: Db;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  limiter: RateLimiter;
  background: Background;
  sessionCache?: SessionCache;
}

export function createAuth({
  db,
  config,
  logger,
  mailer,
  limiter,
  background,
  sessionCache,
}: AuthDeps) {
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
      // scrypt everywhere but under NODE_ENV=test, where a cheap hash keeps the suite fast (decision 098).
      ...passwordHashOption(config.env),
      // Sign-up signs nobody in and answers alike for new and registered addresses; the mailed
      // link confirms and signs in. An unconfirmed account cannot sign in (decision 079).
      autoSignIn: false,
      requireEmailVerification: true,
      onExistingUserSignUp: async ({ user }, request) => {
        const mail = accountExistsMail(
          requestLanguage(request),
          user.email,
          greetingName(user),
          `${config.publicUrl}/signin`,
        );
        background.run("account-exists mail", () => mailer.send(mail));
      },
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Sent after the answer, so a known address answers as fast as an unknown one.
      sendResetPassword: async ({ user, url }, request) => {
        const mail = resetPasswordMail(
          requestLanguage(request),
          user.email,
          greetingName(user),
          url,
        );
        background.run("reset-password mail", () => mailer.send(mail));
      },
      // A reset is how an owner takes an account back: every key made before it goes too.
      onPasswordReset: async ({ user }) => {
        await revokeResetLinks(db, user.id);
        await revokeAllApiKeys(db, user.id);
      },
    },
    // The link confirms the address, signs in and credits the welcome tokens (decisions 024, 079).
    emailVerification: {
      sendOnSignUp: true,
      // A right password for an unconfirmed account mails the link again (the answer stays 401).
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_LINK_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }, request) => {
        const mail = verifyEmailMail(requestLanguage(request), user.email, greetingName(user), url);
        background.run("verification mail", () => mailer.send(mail));
      },
      afterEmailVerification: async (user) => {
        await creditWelcomeBonus(
          db,
          user.id,
          config.signupBonusTokens,
          mailboxHash(user.email, config.authSecret),
        );
        if (config.adminEmails.includes(user.email.toLowerCase())) {
          await grantListedAdmins(db, [user.email.toLowerCase()]);
        }
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Our edge limits per IP, our hooks per account (auth-rate-limits.ts); its own limiter is off.
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith("https://"),
    },
    hooks: createAuthHooks({ db, limiter, config, mailer, background }),
    databaseHooks: {
      user: {
        create: {
          after: (user) => createProfile(db, user.id, user.name),
        },
        // A confirmed address or a new name reaches this process's cached sessions before the
        // answer leaves; the database's notification reaches the other processes (decision 042).
        update: {
          after: async (user) => sessionCache?.evictUser(user.id),
        },
      },
    },
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
