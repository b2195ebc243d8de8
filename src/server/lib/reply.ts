import type { Context, Input as Input_ } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { AppEnv } from "./app-env";

/**
 * A JSON answer typed by its contract schema. Outside production the body is also parsed with
 * the schema, so a route that drifts from the contract fails its tests; production skips the
 * parse (the types already hold it to the schema).
 */
export function reply<
  Env extends AppEnv,
  Path extends string,
  Input extends Input_,
  Schema extends z.ZodType,
  Status extends ContentfulStatusCode = 200,
>(c: Context<Env, Path, Input>, schema: Schema, body: z.output<Schema>, status?: Status) {
  const checked: z.output<Schema> = c.var.deps.config.isProduction ? body : schema.parse(body);
  return c.json(checked, status);
}
