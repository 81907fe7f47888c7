import * as z from "zod/mini";

/**
 * The plans' push: to a plan's employee, creator, observer and chiefs when it changed (its tasks,
 * notes, status, people), so each one's open page reads it again through its access check.
 */
export const idpServerEvents = [
  z.object({ type: z.literal("idp.changed"), planId: z.string(), by: z.string() }),
] as const;
