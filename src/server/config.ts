import { z } from "zod";

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl,
  OPERATOR_NAME: z.string().default("Rulesmith (operator name not configured)"),
  OPERATOR_ADDRESS: z.string().default("Address not configured"),
  OPERATOR_EMAIL: z.email().default("hello@rulesmith.invalid"),
  OPERATOR_PHONE: z.string().default("not configured"),
  OPERATOR_REPRESENTATIVE: z.string().default("not configured"),
  OPERATOR_VAT_ID: z.string().default("not configured"),
  SUPPORT_EMAIL: optionalString,
});

export type Config = ReturnType<typeof loadConfig>;

/** Parses the environment once; a bad value fails fast with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? ({ kind: "postgres", url: e.DATABASE_URL } as const)
      : ({ kind: "pglite", dataDir: e.DATA_DIR } as const),
    operator: {
      name: e.OPERATOR_NAME,
      address: e.OPERATOR_ADDRESS,
      email: e.OPERATOR_EMAIL,
      phone: e.OPERATOR_PHONE,
      representative: e.OPERATOR_REPRESENTATIVE,
      vatId: e.OPERATOR_VAT_ID,
    },
    supportEmail: e.SUPPORT_EMAIL ?? e.OPERATOR_EMAIL,
  };
}
