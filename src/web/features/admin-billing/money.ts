/**
 * Amounts an admin types in major units ('9.99', '1,5') as integer minor units, parsed from the
 * decimal string (never `Number(x) * 100`, which turns 0.29 into 28.999…). A comma is taken as
 * the decimal separator too, since German admins write '1,50'. At most two decimals; no
 * thousands separators, no signs. Undefined when the text is not such an amount.
 */
export function parseMajorUnits(input: string): number | undefined {
  const match = /^(\d{1,9})(?:[.,](\d{0,2}))?$|^[.,](\d{1,2})$/.exec(input.trim());
  if (!match) return undefined;
  const whole = match[1] ?? "0";
  const fraction = (match[2] ?? match[3] ?? "").padEnd(2, "0");
  return Number(whole) * 100 + Number(fraction);
}

/** Whole currency units ('5' dollars) as minor units (500); undefined unless a whole number. */
export function parseWholeUnits(input: string): number | undefined {
  const match = /^\d{1,7}$/.exec(input.trim());
  return match ? Number(match[0]) * 100 : undefined;
}

/** Minor units back to the text an amount field shows ('9.99'). */
export function toMajorUnitsText(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
}
