/**
 * The two pure packages the MCP formats need: zod for the strict read-back schemas and smol-toml
 * for Codex's TOML. Both run in the browser and do no I/O. They are imported here only, so the
 * exception to "the engine imports only the contract" stays in one place (decision 126).
 */
export { z } from "zod";
export { parse as parseToml, stringify as stringifyToml } from "smol-toml";
