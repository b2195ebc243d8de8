import { useMutation } from "@tanstack/react-query";
import { accountExportFileName } from "#contract/account";
import { api, callForFile } from "@/lib/api-client";

/**
 * GET /api/account/export: everything we hold about the user, as the file to save. The answer is
 * not parsed: an account with thousands of kept generations exports hundreds of megabytes.
 */
export async function exportAccount(): Promise<{ fileName: string; file: Blob }> {
  const file = await callForFile(api.account.export.$get());
  return { fileName: accountExportFileName(new Date()), file };
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount });
}
