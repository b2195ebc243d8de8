import type {
  AdminPrice,
  AdminProduct,
  ChangePriceAmountRequest,
  CreatePriceRequest,
  ProductForm,
  UpdatePriceRequest,
} from "#contract/admin-billing";
import { AppError } from "../lib/errors";
import type { AdminContext } from "./admin-context";

// TODO(issue 10): scaffold; the admin billing server work replaces every body below.
const pending = (): never => {
  throw new AppError("SERVICE_UNAVAILABLE", "The admin billing console is being built.");
};

export async function listAdminProducts(
  _ctx: AdminContext,
  _opts: { activeOnly: boolean },
): Promise<AdminProduct[]> {
  return pending();
}
export async function createProduct(_ctx: AdminContext, _form: ProductForm): Promise<AdminProduct> {
  return pending();
}
export async function updateProduct(
  _ctx: AdminContext,
  _id: string,
  _form: ProductForm,
): Promise<AdminProduct> {
  return pending();
}
export async function deleteProduct(_ctx: AdminContext, _id: string): Promise<void> {
  return pending();
}
export async function listAdminPrices(_ctx: AdminContext): Promise<AdminPrice[]> {
  return pending();
}
export async function createPrice(
  _ctx: AdminContext,
  _body: CreatePriceRequest,
): Promise<AdminPrice> {
  return pending();
}
export async function updatePrice(
  _ctx: AdminContext,
  _id: string,
  _body: UpdatePriceRequest,
): Promise<AdminPrice> {
  return pending();
}
export async function changePriceAmount(
  _ctx: AdminContext,
  _id: string,
  _body: ChangePriceAmountRequest,
): Promise<AdminPrice> {
  return pending();
}
export async function deletePrice(_ctx: AdminContext, _id: string): Promise<void> {
  return pending();
}
export async function resyncCatalog(
  _ctx: AdminContext,
): Promise<{ products: number; prices: number; discounts: number }> {
  return pending();
}
