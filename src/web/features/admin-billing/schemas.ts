import { z } from "zod";
import {
  billingCurrencies,
  billingIntervals,
  discountDurations,
  type CreateDiscountRequest,
  type CreatePriceRequest,
  type ProductForm,
} from "#contract/admin-billing";
import { limits } from "#contract/limits";
import { parseMajorUnits, parseWholeUnits } from "./money";

/**
 * The console's forms. Fields are what the inputs hold (strings, booleans); `toXRequest` maps a
 * valid form to the contract's request in minor units. Messages are translation keys, shown
 * with `t(message)`.
 */
const v = (key: string) => `adminBilling.validation.${key}`;

/** Whole numbers typed into a field: '' or digits only. */
const digits = /^\d+$/;
const MAX_MINOR_UNITS = 99_999_999;

/* ----- Product ----- */

export const productFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, v("productNameMin"))
    .max(limits.productNameMax, v("productNameMax")),
  description: z.string().trim().max(limits.productDescriptionMax, v("descriptionMax")),
  active: z.boolean(),
});
export type ProductFormValues = z.input<typeof productFormSchema>;

/**
 * A valid product form as the request. An empty description is left out when creating; when
 * updating it is sent as '' so that clearing the field clears the description.
 */
export function toProductRequest(
  values: ProductFormValues,
  { update = false }: { update?: boolean } = {},
): ProductForm {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    ...(description || update ? { description } : {}),
    active: values.active,
  };
}

/* ----- Price ----- */

/** Why a typed price is not one: at least 0.01 (docs/product/admin.md), at most two decimals, within range. */
function majorAmountError(text: string): string | undefined {
  const amount = parseMajorUnits(text);
  if (amount === undefined) return text.trim() === "" ? v("priceMin") : v("amountFormat");
  if (amount < 1) return v("priceMin");
  if (amount > MAX_MINOR_UNITS) return v("priceMax");
  return undefined;
}

export const priceFormSchema = z
  .object({
    productId: z.string().min(1, v("productRequired")),
    currency: z.enum(billingCurrencies, v("currencyRequired")),
    amount: z.string(),
    active: z.boolean(),
    recurring: z.boolean(),
    interval: z.enum(billingIntervals),
    intervalCount: z.string(),
    trialPeriodDays: z.string(),
  })
  .superRefine((values, ctx) => {
    const amountError = majorAmountError(values.amount);
    if (amountError) ctx.addIssue({ code: "custom", path: ["amount"], message: amountError });
    if (!values.recurring) return;
    const count = Number(values.intervalCount);
    if (!digits.test(values.intervalCount.trim()) || count < 1 || count > 365) {
      ctx.addIssue({ code: "custom", path: ["intervalCount"], message: v("intervalCount") });
    }
    const trial = Number(values.trialPeriodDays);
    if (!digits.test(values.trialPeriodDays.trim()) || trial > 730) {
      ctx.addIssue({ code: "custom", path: ["trialPeriodDays"], message: v("trialDays") });
    }
  });
export type PriceFormValues = z.input<typeof priceFormSchema>;

export const priceFormDefaults: PriceFormValues = {
  productId: "",
  currency: "usd",
  amount: "",
  active: true,
  recurring: false,
  interval: "month",
  intervalCount: "1",
  trialPeriodDays: "0",
};

/** A valid price form as the create request: cents, and trial days only when above 0. */
export function toCreatePriceRequest(values: PriceFormValues): CreatePriceRequest {
  const trialPeriodDays = Number(values.trialPeriodDays);
  return {
    productId: values.productId,
    currency: values.currency,
    unitAmount: parseMajorUnits(values.amount) ?? 0,
    active: values.active,
    ...(values.recurring
      ? {
          recurring: {
            interval: values.interval,
            intervalCount: Number(values.intervalCount),
            // The contract needs the field; 0 means "no trial", which is what 'sent only when
            // greater than 0' amounts to at the provider.
            trialPeriodDays: trialPeriodDays > 0 ? trialPeriodDays : 0,
          },
        }
      : {}),
  };
}

/** The "Change amount" field of the Edit Price dialog. */
export const changeAmountSchema = z.object({ amount: z.string() }).superRefine((values, ctx) => {
  const amountError = majorAmountError(values.amount);
  if (amountError) ctx.addIssue({ code: "custom", path: ["amount"], message: amountError });
});

/* ----- Discounts ----- */

const discountName = z.string().trim().min(2, v("discountNameMin")).max(40, v("discountNameMax"));

export const discountFormSchema = z
  .object({
    name: discountName,
    description: z.string().trim().max(limits.productDescriptionMax, v("descriptionMax")),
    type: z.enum(["percent", "fixed"]),
    amount: z.string().trim().min(1, v("discountAmountRequired")),
    currency: z.enum(billingCurrencies),
    duration: z.enum(discountDurations),
    durationInMonths: z.string(),
    maxRedemptions: z.string(),
    redeemBy: z.string(),
  })
  .superRefine((values, ctx) => {
    const amount = values.amount.trim();
    if (amount) {
      if (values.type === "percent") {
        const percent = parseMajorUnits(amount);
        if (percent === undefined || percent <= 0 || percent > 100 * 100) {
          ctx.addIssue({ code: "custom", path: ["amount"], message: v("percentRange") });
        }
      } else {
        const cents = parseWholeUnits(amount);
        if (cents === undefined || cents < 100) {
          ctx.addIssue({ code: "custom", path: ["amount"], message: v("wholeAmount") });
        }
      }
    }
    if (values.duration === "repeating") {
      const months = Number(values.durationInMonths);
      if (!digits.test(values.durationInMonths.trim()) || months < 1 || months > 120) {
        ctx.addIssue({ code: "custom", path: ["durationInMonths"], message: v("months") });
      }
    }
    const redemptions = values.maxRedemptions.trim();
    if (redemptions && (!digits.test(redemptions) || Number(redemptions) < 1)) {
      ctx.addIssue({ code: "custom", path: ["maxRedemptions"], message: v("maxRedemptions") });
    }
    if (values.redeemBy && endOfDay(values.redeemBy) <= new Date()) {
      ctx.addIssue({ code: "custom", path: ["redeemBy"], message: v("futureDate") });
    }
  });
export type DiscountFormValues = z.input<typeof discountFormSchema>;

export const discountFormDefaults: DiscountFormValues = {
  name: "",
  description: "",
  type: "percent",
  amount: "",
  currency: "usd",
  duration: "once",
  durationInMonths: "3",
  maxRedemptions: "",
  redeemBy: "",
};

/** The last moment of a chosen day (`YYYY-MM-DD`, the admin's time zone). */
export function endOfDay(date: string): Date {
  return new Date(`${date}T23:59:59.999`);
}

/** A valid discount form as the create request: percent, or whole units → cents with currency. */
export function toCreateDiscountRequest(values: DiscountFormValues): CreateDiscountRequest {
  const description = values.description.trim();
  const redemptions = values.maxRedemptions.trim();
  return {
    name: values.name.trim(),
    ...(description ? { description } : {}),
    ...(values.type === "percent"
      ? { percentOff: (parseMajorUnits(values.amount) ?? 0) / 100 }
      : { amountOff: parseWholeUnits(values.amount) ?? 0, currency: values.currency }),
    duration: values.duration,
    ...(values.duration === "repeating"
      ? { durationInMonths: Number(values.durationInMonths) }
      : {}),
    ...(redemptions ? { maxRedemptions: Number(redemptions) } : {}),
    ...(values.redeemBy ? { redeemBy: endOfDay(values.redeemBy).toISOString() } : {}),
  };
}

export const editDiscountSchema = z.object({
  name: discountName,
  description: z.string().trim().max(limits.productDescriptionMax, v("descriptionMax")),
  /** `YYYY-MM-DD` or '' for no end date. */
  validUntil: z.string(),
  active: z.boolean(),
});
export type EditDiscountValues = z.input<typeof editDiscountSchema>;

/* ----- Tokens ----- */

/** 'Invalid input' unless a user is chosen and the amount is a whole number above 0 (docs/product/admin.md). */
export function parseAddTokens(userId: string, amount: string): number | undefined {
  const parsed = digits.test(amount.trim()) ? Number(amount) : 0;
  return userId && parsed > 0 && parsed <= limits.adminTokenGrantMax ? parsed : undefined;
}
