import * as z from "zod/mini";

/**
 * Vacations' push: to the person and the chiefs who decide their requests when a vacation or the
 * balance changes, so open pages read it again. Only ids travel.
 */
export const vacationServerEvents = [
  z.object({ type: z.literal("vacations.changed"), userId: z.string(), vacationId: z.nullable(z.string()) }),
] as const;
