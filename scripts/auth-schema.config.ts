// Only for the better-auth CLI: `npx @better-auth/cli@1.4.22 generate --config scripts/auth-schema.config.ts --output src/server/db/schema/auth.ts`
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { authSchemaOptions } from "../src/server/auth/auth-schema-options";

export const auth = betterAuth({
  database: drizzleAdapter({}, { provider: "pg" }),
  emailAndPassword: { enabled: true },
  ...authSchemaOptions,
});
