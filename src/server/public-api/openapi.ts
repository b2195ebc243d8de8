import { z } from "zod";
import { apiKeyScopes } from "#contract/api-keys";
import { apiErrorSchema } from "#contract/errors";
import { operations, type Operation } from "./operations";

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
 * The OpenAPI 3.1 document of the public API, built from the operations' declarations that
 * also route, validate and answer each request.
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
