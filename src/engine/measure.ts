/** Sizes are counted in the contract so the web's editor counts exactly like the engine. */
export { countBytes, countChars, countLines, measure } from "#contract/measure";
