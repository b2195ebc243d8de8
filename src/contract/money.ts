/**
 * Money between its stored form and what people read and type (docs/product/billing.md): prices
 * and amounts are integer minor units (cents) everywhere; the admin's forms take major units as
 * typed ('9.99', '1,5'), and pages and mails show currency amounts. Every billing currency (usd,
 * eur) has a hundred minor units to the major one.
 */

/** Minor units (cents) in one major unit (dollar, euro). */
const minorPerMajor = 100;

/** Minor units as major units (999 → 9.99), for a bound a form's text names. */
export function toMajorUnits(minor: number): number {
  return minor / minorPerMajor;
}

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
  return Number(whole) * minorPerMajor + Number(fraction);
}

/** Whole currency units ('5' dollars) as minor units (500); undefined unless a whole number. */
export function parseWholeUnits(input: string): number | undefined {
  const match = /^\d{1,7}$/.exec(input.trim());
  return match ? Number(match[0]) * minorPerMajor : undefined;
}

/** Minor units back to the text an amount field shows ('9.99'). */
export function toMajorUnitsText(minor: number): string {
  const cents = String(minor % minorPerMajor).padStart(2, "0");
  return `${Math.floor(minor / minorPerMajor)}.${cents}`;
}

/**
 * Minor units as a currency amount, two decimals in en-US style by default
 * (docs/product/billing.md); undefined when the currency cannot be formatted, so a card can say
 * 'Contact Sales'.
 */
export function formatPrice(
  unitAmount: number,
  currency: string,
  { decimals = 2, locale = "en-US" }: { decimals?: number; locale?: string } = {},
): string | undefined {
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency: currency.toUpperCase() || "USD",
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(toMajorUnits(unitAmount));
  } catch {
    return undefined;
  }
}

/** The number-format locale for a UI language: German pages write '9,99 $', the rest en-US. */
export function moneyLocale(language: string): string {
  return language.startsWith("de") ? "de-DE" : "en-US";
}
