import type { BetterAuthOptions } from "better-auth";

/**
 * The parts of the better-auth configuration that shape the database. Shared by the server and
 * by `scripts/auth-schema.config.ts`, from which `npx @better-auth/cli@1.4.22 generate` writes
 * `src/server/db/schema/auth.ts`.
 */
export const authSchemaOptions = {
  user: {
    additionalFields: {
      isAdmin: { type: "boolean", required: false, defaultValue: false, input: false },
    },
  },
} satisfies Pick<BetterAuthOptions, "user">;
