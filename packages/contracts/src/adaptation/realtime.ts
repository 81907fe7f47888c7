import * as z from "zod/mini";

/**
 * The adaptation's pushes: to the newcomer, mentor, chief and HR of an adaptation whose steps
 * changed (a step opened, done, rolled back; stopped or run), so each one's open page reads it
 * again. Only the id travels: what the page shows comes through its own access check.
 */
export const adaptationServerEvents = [
  z.object({ type: z.literal("adaptation.changed"), adaptationId: z.string(), by: z.string() }),
] as const;
