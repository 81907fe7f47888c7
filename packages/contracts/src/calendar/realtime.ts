import * as z from "zod/mini";

/** The calendar module's pushes over the socket (each `type` is named in its manifest row's `realtime`). */
export const calendarServerEvents = [
  // The calendar: an event the person may see was created, changed, moved or cancelled (open
  // calendar views refetch their range).
  z.object({ type: z.literal("calendar.changed"), eventId: z.string() }),
  // The calendar: an event the person is invited to starts in under 10 minutes (the in-app warning).
  z.object({
    type: z.literal("calendar.reminder"),
    occurrenceId: z.string(),
    name: z.string(),
    start: z.string(),
    link: z.optional(z.string()),
  }),
] as const;
