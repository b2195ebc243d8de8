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
    }).format(unitAmount / 100);
  } catch {
    return undefined;
  }
}

/** The number-format locale for a UI language: German pages write '9,99 $', the rest en-US. */
export function moneyLocale(language: string): string {
  return language.startsWith("de") ? "de-DE" : "en-US";
}
