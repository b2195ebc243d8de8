import { envVarNameSchema, mcpServerNameSchema } from "#contract/mcp";
import { z } from "./parsers";

/** How one tool's file writes a reference to an environment variable. */
export type VariableSyntax = (name: string) => string;

/** A string the contract's schema accepts unchanged (no trimming smuggled in). */
function exactly(schema: z.ZodType<string>, value: string): boolean {
  return schema.safeParse(value).data === value;
}

/**
 * The variable name `value` refers to in this syntax, or undefined when `value` is anything else
 * (a literal, which may be a secret, or another tool's syntax). Every syntax here is a fixed text
 * before and after the name, so the name is what lies between them.
 */
export function referencedName(variable: VariableSyntax, value: string): string | undefined {
  const marker = "\u0000";
  const [before = "", after = ""] = variable(marker).split(marker);
  if (value.length < before.length + after.length) return undefined;
  if (!value.startsWith(before) || !value.endsWith(after)) return undefined;
  const name = value.slice(before.length, value.length - after.length);
  return exactly(envVarNameSchema, name) ? name : undefined;
}

/** The value of the `Authorization` header an http server sends (see the contract). */
export function bearer(variable: VariableSyntax, name: string): string {
  return `Bearer ${variable(name)}`;
}

export const serverNameSchema = z
  .string()
  .refine((name) => exactly(mcpServerNameSchema, name), "not an MCP server name");

export const envNameSchema = z
  .string()
  .refine((name) => exactly(envVarNameSchema, name), "not an environment variable name");

export const nonEmptySchema = z.string().refine((text) => text.trim() !== "", "empty");

export const urlSchema = z.url({ protocol: /^https?$/, normalize: false });

/** A value that is a reference in this tool's syntax and nothing else. */
export function referenceSchema(variable: VariableSyntax) {
  return z
    .string()
    .refine(
      (value) => referencedName(variable, value) !== undefined,
      "not a variable reference in this tool's syntax",
    );
}

/** `Bearer <reference>`, the one header the formats write. */
export function bearerSchema(variable: VariableSyntax) {
  return z
    .string()
    .refine(
      (value) =>
        value.startsWith("Bearer ") &&
        referencedName(variable, value.slice("Bearer ".length)) !== undefined,
      "not `Bearer` and a variable reference in this tool's syntax",
    );
}
