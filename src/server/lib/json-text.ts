declare const holds: unique symbol;

/**
 * The JSON text of a `T`, serialized once and then stored or sent as it is: a generation's kept
 * result and its answer share all but two fields, ≈ 10 KB that `JSON.stringify` would write twice.
 */
export type JsonText<T> = string & { readonly [holds]: T };

export const toJsonText = <T>(value: T) => JSON.stringify(value) as JsonText<T>;

/** An object's JSON text with `fields` after its own (names it does not have yet). */
export function withFields<T extends object, F extends object>(
  text: JsonText<T>,
  fields: F,
): JsonText<T & F> {
  const more = JSON.stringify(fields);
  if (more === "{}") return text as string as JsonText<T & F>;
  return (text === "{}" ? more : `${text.slice(0, -1)},${more.slice(1)}`) as JsonText<T & F>;
}
