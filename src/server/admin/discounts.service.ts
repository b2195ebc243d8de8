import type {
  AdminDiscount,
  CreateDiscountRequest,
  UpdateDiscountRequest,
} from "#contract/admin-billing";
import { AppError } from "../lib/errors";
import type { AdminContext } from "./admin-context";

// TODO(issue 10): scaffold; the admin billing server work replaces every body below.
const pending = (): never => {
  throw new AppError("SERVICE_UNAVAILABLE", "The admin billing console is being built.");
};

export async function listDiscounts(
  _ctx: AdminContext,
  _opts: { activeOnly: boolean },
): Promise<AdminDiscount[]> {
  return pending();
}
export async function createDiscount(
  _ctx: AdminContext,
  _body: CreateDiscountRequest,
): Promise<AdminDiscount> {
  return pending();
}
export async function updateDiscount(
  _ctx: AdminContext,
  _id: string,
  _body: UpdateDiscountRequest,
): Promise<AdminDiscount> {
  return pending();
}
