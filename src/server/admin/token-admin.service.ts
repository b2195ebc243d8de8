import type { AdminUser } from "#contract/admin-billing";
import { AppError } from "../lib/errors";
import type { AdminContext } from "./admin-context";

// TODO(issue 10): scaffold; the admin billing server work replaces every body below.
const pending = (): never => {
  throw new AppError("SERVICE_UNAVAILABLE", "The admin billing console is being built.");
};

export async function searchUsers(_ctx: AdminContext, _search: string): Promise<AdminUser[]> {
  return pending();
}
export async function addTokens(
  _ctx: AdminContext,
  _userId: string,
  _amount: number,
): Promise<{ userId: string; tokensRemaining: number }> {
  return pending();
}
