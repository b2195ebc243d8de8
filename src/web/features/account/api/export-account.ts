import { useMutation } from "@tanstack/react-query";
import { accountExportFileName } from "#contract/account";
import { api, ApiError, callForFile } from "@/lib/api-client";

/**
 * GET /api/account/export: everything we hold about the user, as the file to save. The answer is
 * not parsed: an account with thousands of kept generations exports hundreds of megabytes.
 */
export async function exportAccount(): Promise<{ fileName: string; file: Blob }> {
  const file = await callForFile(api.account.export.$get());
  // The server writes the closing brace last, on a line of its own; an answer broken off by a
  // failure in the middle ends otherwise (the status was sent before the rows were read).
  if ((await file.slice(-2).text()) !== "\n}") {
    throw new ApiError(200, "UNKNOWN", "The export broke off.");
  }
  return { fileName: accountExportFileName(new Date()), file };
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount });
}
