import { z } from "zod";
import { apiKeyScopes, type ApiKeyScope } from "#contract/api-keys";
import { apiErrorSchema } from "#contract/errors";
import { generateRequestSchema, generateResponseSchema } from "#contract/generator";
import {
  listRulesQuerySchema,
  listRulesResponseSchema,
  regenerateRuleRequestSchema,
  regenerateRuleResponseSchema,
  ruleIdParamSchema,
  saveRuleRequestSchema,
  savedRuleSchema,
} from "#contract/rules";
import { tokenBalanceResponseSchema } from "#contract/tokens";

/** One operation of the public API, described from the contract's own schemas. */
export interface Operation {
  readonly method: "get" | "post";
  /** OpenAPI's form: `/rules/{id}`. */
  readonly path: string;
  readonly summary: string;
  /** The key's scope it needs; null: any valid key. */
  readonly scope: ApiKeyScope | null;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  readonly response: { readonly status: 200 | 201; readonly schema: z.ZodType };
  /** Error statuses beside 400, 401 and 429, which every operation may answer. */
  readonly errors: readonly number[];
}

export const operations: readonly Operation[] = [
  {
    method: "get",
    path: "/rules",
    summary: "Your saved rules, newest first, a page at a time",
    scope: "rules:read",
    query: listRulesQuerySchema,
    response: { status: 200, schema: listRulesResponseSchema },
    errors: [403],
  },
  {
    method: "get",
    path: "/rules/{id}",
    summary: "One saved rule with its files and version",
    scope: "rules:read",
    params: ruleIdParamSchema,
    response: { status: 200, schema: savedRuleSchema },
    errors: [403, 404],
  },
  {
    method: "post",
    path: "/generate",
    summary: "Generate a rule from a wizard form: one token, the same answer as the web",
    scope: "generate",
    body: generateRequestSchema,
    response: { status: 200, schema: generateResponseSchema },
    errors: [402, 403],
  },
  {
    method: "post",
    path: "/rules",
    summary: "Save a generated rule under a name (its first version)",
    scope: "generate",
    body: saveRuleRequestSchema,
    response: { status: 201, schema: savedRuleSchema },
    errors: [403, 409],
  },
  {
    method: "post",
    path: "/rules/{id}/regenerate",
    summary:
      "Regenerate a saved rule, from its configuration or a new one: one token, a new version",
    scope: "generate",
    params: ruleIdParamSchema,
    body: regenerateRuleRequestSchema,
    response: { status: 200, schema: regenerateRuleResponseSchema },
    errors: [402, 403, 404, 409],
  },
  {
    method: "get",
    path: "/balance",
    summary: "Your token balance",
    scope: null,
    response: { status: 200, schema: tokenBalanceResponseSchema },
    errors: [],
  },
];

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: "The request is malformed or fails validation",
  401: "No API key, or an unknown or revoked one",
  402: "Out of tokens: buy more at /user/purchase-tokens",
  403: "The key lacks the scope, or the address is not confirmed",
  404: "Not found, or not yours",
  409: "The saved configuration cannot be generated, or the account's saved rules are at a limit",
  429: "Too many requests with this key (see Retry-After)",
};

/** A JSON Schema (2020-12, OpenAPI 3.1's dialect) of a contract schema, without `$schema`. */
function jsonSchema(schema: z.ZodType, io: "input" | "output") {
  const converted: Record<string, unknown> = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  delete converted.$schema;
  return converted;
}

function parameters(operation: Operation) {
  const of = (schema: z.ZodObject | undefined, where: "path" | "query") =>
    Object.entries(schema?.shape ?? {}).map(([name, field]) => ({
      name,
      in: where,
      required: where === "path" || !(field as z.ZodType).safeParse(undefined).success,
      schema: jsonSchema(field as z.ZodType, "input"),
    }));
  return [...of(operation.params, "path"), ...of(operation.query, "query")];
}

/**
 * The OpenAPI 3.1 document of the public API, built from the contract's schemas, so it cannot
 * drift from what the routes validate and answer (a test checks it covers every route).
 */
export function openApiDocument(publicUrl: string) {
  const error = jsonSchema(apiErrorSchema, "output");
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const statuses = [400, 401, 429, ...operation.errors];
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = {
      summary: operation.summary,
      ...(operation.scope
        ? { description: `Needs a key with the \`${operation.scope}\` scope.` }
        : {}),
      operationId: `${operation.method}${operation.path.replace(/[{}]/g, "").replace(/\/(\w)/g, (_, c: string) => c.toUpperCase())}`,
      parameters: parameters(operation),
      ...(operation.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: jsonSchema(operation.body, "input") } },
            },
          }
        : {}),
      responses: {
        [operation.response.status]: {
          description: "OK",
          content: {
            "application/json": { schema: jsonSchema(operation.response.schema, "output") },
          },
        },
        ...Object.fromEntries(
          statuses.map((status) => [
            status,
            {
              description: STATUS_TEXT[status],
              content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
            },
          ]),
        ),
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Rulesmith API",
      version: "1",
      description: `Your saved rules, generation and balance. Create a key under Settings → API keys (scopes: ${apiKeyScopes.join(", ")}) and send it as \`Authorization: Bearer rs_…\`.`,
    },
    servers: [{ url: `${publicUrl}/api/v1` }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer" } },
      schemas: { Error: error },
    },
    paths,
  };
}
