import * as z from "zod/mini";

/** The two vendor variants (product-spec §1): they differ in page title, favicon and system avatar. */
export const vendors = ["default", "yandex"] as const;
export const vendorSchema = z.enum(vendors);
export type Vendor = z.infer<typeof vendorSchema>;

export const envResponseSchema = z.object({ vendor: vendorSchema });
export type EnvResponse = z.infer<typeof envResponseSchema>;

export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  table: z.literal("reachable"),
  latencyMs: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
