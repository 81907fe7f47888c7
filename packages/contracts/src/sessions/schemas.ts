import * as z from "zod/mini";
import { idSchema } from "../validation";

/** `{id}`: one of the caller's own sessions. */
export const sessionParamsSchema = z.object({ id: idSchema });
/** `{id}` a person of the caller's company, `{session}` one of theirs. */
export const employeeSessionParamsSchema = z.object({ id: idSchema, session: idSchema });
export const networksParamsSchema = z.object({ id: idSchema });

/**
 * A named network of the company: a CIDR range, IPv4 or IPv6 (`203.0.113.0/24`, `2001:db8::/32`).
 * The shape is checked here; that the range parses is core's check (`sessions.network_invalid`).
 */
export const companyNetworkSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "sessions.network_name_required"), z.maxLength(80)),
  cidr: z.string().check(z.trim(), z.minLength(1, "sessions.network_invalid"), z.maxLength(50)),
});
export type CompanyNetwork = z.infer<typeof companyNetworkSchema>;

export const networksMax = 100;
export const companyNetworksBodySchema = z.object({
  networks: z.array(companyNetworkSchema).check(z.maxLength(networksMax, "sessions.too_many_networks")),
});
export type CompanyNetworksBody = z.infer<typeof companyNetworksBodySchema>;
