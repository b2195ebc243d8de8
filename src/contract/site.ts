import { z } from "zod";

/** Operator details shown on the legal pages; they come from server configuration. */
export const siteInfoSchema = z.object({
  operator: z.object({
    name: z.string(),
    address: z.string(),
    email: z.string(),
    phone: z.string(),
    representative: z.string(),
    vatId: z.string(),
  }),
  supportEmail: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
