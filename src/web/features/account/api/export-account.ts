import { useMutation } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client";

/** GET /api/account/export: everything we hold about the user. */
export function exportAccount() {
  return call(api.account.export.$get());
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount });
}
