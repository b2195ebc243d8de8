/**
 * The two pure packages the MCP formats need: zod for the strict read-back schemas and smol-toml
 * for Codex's TOML. Both run in the browser and do no I/O. They are imported here only, so the
 * exception to "the engine imports only the contract" stays in one place, like the project
 * reader's parsers (decision 076).
 */
// eslint-disable-next-line no-restricted-imports -- the strict read-back schemas are zod objects
export { z } from "zod";
// eslint-disable-next-line no-restricted-imports -- Codex's file is TOML; smol-toml is pure
export { parse as parseToml, stringify as stringifyToml } from "smol-toml";
