import * as z from "zod/mini";

/** The services module's pushes over the socket (each `type` is named in its manifest row's `realtime`). */
export const servicesServerEvents = [
  // A request moved (started, answered, returned, withdrawn): to its initiator and performers, so an open page reloads.
  z.object({
    type: z.literal("services.request"),
    requestId: z.string(),
    revision: z.number(),
    status: z.enum(["in_progress", "review", "done", "rejected", "withdrawn"]),
  }),
  // The person's inbox count changed (the menu's badge).
  z.object({ type: z.literal("services.inbox"), count: z.number().check(z.int()) }),
] as const;
