import { z } from "zod";
import {
  billingCurrencies,
  billingIntervals,
  discountDurations,
  type CreateDiscountRequest,
  type CreatePriceRequest,
  type ProductRequest,
} from "./admin-billing";
import { addFieldIssue } from "./field-issues";
import { limits } from "./limits";
import { parseMajorUnits, parseWholeUnits, toMajorUnits } from "./money";

/**
 * The admin billing console's forms, beside the requests they become (decision 094). A form holds
 * what its inputs hold (strings, booleans; amounts in major units as typed); `toXRequest` turns a
 * valid form into the contract's request in minor units. Every bound is a `limits` entry and every
 * problem a field issue (code and bounds), worded by the reader's catalogue.
 */

/* ----- Amounts typed in major units (`./money`) ----- */

/** The largest price in major units, the bound a form's text names (999,999.99). */
const priceMaxMajor = toMajorUnits(limits.priceAmountMax);

/** A whole number typed into a field, or undefined ('' and anything else but digits). */
function wholeNumber(text: string): number | undefined {
  return /^\d+$/.test(text.trim()) ? Number(text) : undefined;
}

/** Checks a typed price: at least 0.01, at most two decimals, at most `limits.priceAmountMax`. */
function checkMajorAmount(text: string, ctx: z.RefinementCtx, path: string[]): void {
  const amount = parseMajorUnits(text);
  if (amount === undefined && text.trim() !== "") addFieldIssue(ctx, path, "amount_format");
  else if (amount === undefined || amount < 1) {
    // "greater than 0": the smallest price is one minor unit.
    addFieldIssue(ctx, path, "too_small", { minimum: 0 });
  } else if (amount > limits.priceAmountMax) {
    addFieldIssue(ctx, path, "too_big", { maximum: priceMaxMajor });
  }
}

/** Checks a whole number typed into a field against its bounds (both inclusive). */
function checkWholeNumber(
  text: string,
  ctx: z.RefinementCtx,
  path: string[],
  minimum: number,
  maximum: number,
): void {
  const value = wholeNumber(text);
  if (value === undefined) addFieldIssue(ctx, path, "whole_number", { minimum, maximum });
  else if (value < minimum) addFieldIssue(ctx, path, "too_small", { minimum, maximum });
  else if (value > maximum) addFieldIssue(ctx, path, "too_big", { minimum, maximum });
}

const descriptionField = z.string().trim().max(limits.productDescriptionMax);

/* ----- Product ----- */

export const productFormSchema = z.object({
  name: z.string().trim().min(limits.productNameMin).max(limits.productNameMax),
  description: descriptionField,
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
): ProductRequest {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    ...(description || update ? { description } : {}),
    active: values.active,
  };
}

/* ----- Price ----- */

export const priceFormSchema = z
  .object({
    productId: z.string(),
    currency: z.enum(billingCurrencies),
    amount: z.string(),
    active: z.boolean(),
    recurring: z.boolean(),
    interval: z.enum(billingIntervals),
    intervalCount: z.string(),
    trialPeriodDays: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.productId) addFieldIssue(ctx, ["productId"], "required");
    checkMajorAmount(values.amount, ctx, ["amount"]);
    if (!values.recurring) return;
    checkWholeNumber(values.intervalCount, ctx, ["intervalCount"], 1, limits.priceIntervalCountMax);
    checkWholeNumber(values.trialPeriodDays, ctx, ["trialPeriodDays"], 0, limits.priceTrialDaysMax);
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

/** A valid price form as the create request: minor units, and trial days only when above 0. */
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

/**
 * The "Change amount" field of the Edit Price dialog; `currentAmount` (minor units) is refused,
 * since changing a price to itself would only make a copy.
 */
export function changeAmountFormSchema(currentAmount: number) {
  return z.object({ amount: z.string() }).superRefine((values, ctx) => {
    checkMajorAmount(values.amount, ctx, ["amount"]);
    if (parseMajorUnits(values.amount) === currentAmount) {
      addFieldIssue(ctx, ["amount"], "same_amount");
    }
  });
}
export type ChangeAmountFormValues = { amount: string };

/* ----- Discounts ----- */

const discountName = z.string().trim().min(limits.discountNameMin).max(limits.discountNameMax);

/** The last moment of a chosen day (`YYYY-MM-DD`, the admin's time zone). */
export function endOfDay(date: string): Date {
  return new Date(`${date}T23:59:59.999`);
}

export const discountFormSchema = z
  .object({
    name: discountName,
    description: descriptionField,
    type: z.enum(["percent", "fixed"]),
    amount: z.string(),
    currency: z.enum(billingCurrencies),
    duration: z.enum(discountDurations),
    durationInMonths: z.string(),
    maxRedemptions: z.string(),
    redeemBy: z.string(),
  })
  .superRefine((values, ctx) => {
    const amount = values.amount.trim();
    if (!amount) addFieldIssue(ctx, ["amount"], "required");
    else if (values.type === "percent") {
      // Hundredths of a percent, so that 12.5 % is allowed.
      const percent = parseMajorUnits(amount);
      if (percent === undefined || percent <= 0 || percent > limits.discountPercentMax * 100) {
        addFieldIssue(ctx, ["amount"], "out_of_range", {
          minimum: 0.01,
          maximum: limits.discountPercentMax,
        });
      }
    } else {
      const minor = parseWholeUnits(amount);
      if (minor === undefined || toMajorUnits(minor) < 1) {
        addFieldIssue(ctx, ["amount"], "whole_number", { minimum: 1 });
      } else if (minor > limits.priceAmountMax) {
        addFieldIssue(ctx, ["amount"], "too_big", { maximum: Math.floor(priceMaxMajor) });
      }
    }
    if (values.duration === "repeating") {
      checkWholeNumber(
        values.durationInMonths,
        ctx,
        ["durationInMonths"],
        1,
        limits.discountMonthsMax,
      );
    }
    if (values.maxRedemptions.trim()) {
      checkWholeNumber(
        values.maxRedemptions,
        ctx,
        ["maxRedemptions"],
        1,
        limits.discountRedemptionsMax,
      );
    }
    if (values.redeemBy && endOfDay(values.redeemBy) <= new Date()) {
      addFieldIssue(ctx, ["redeemBy"], "future_date");
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

export const editDiscountFormSchema = z.object({
  name: discountName,
  description: descriptionField,
  /** `YYYY-MM-DD` or '' for no end date. */
  validUntil: z.string(),
  active: z.boolean(),
});
export type EditDiscountFormValues = z.input<typeof editDiscountFormSchema>;

/* ----- Tokens ----- */

export const addTokensFormSchema = z
  .object({ userId: z.string(), amount: z.string() })
  .superRefine((values, ctx) => {
    if (!values.userId) addFieldIssue(ctx, ["userId"], "required");
    checkWholeNumber(
      values.amount,
      ctx,
      ["amount"],
      limits.adminTokenGrantMin,
      limits.adminTokenGrantMax,
    );
  });
export type AddTokensFormValues = z.input<typeof addTokensFormSchema>;

/**
 * A user chosen and a whole amount within `limits.adminTokenGrantMin`…`adminTokenGrantMax`, else
 * undefined.
 */
export function parseAddTokens(userId: string, amount: string): number | undefined {
  return addTokensFormSchema.safeParse({ userId, amount }).success ? Number(amount) : undefined;
}
