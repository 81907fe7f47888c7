import type { ModulePlugin } from "../platform";

/**
 * Calendar: a new, changed, moved or cancelled event notifies its people (section events), pushes
 * to open calendars and keeps the occurrences' reminder schedules; a deleted series is purged
 * (core/calendar/subscriber.ts).
 */
export const plugin = {
  subscriptions: [
    {
      name: "CalendarEvents",
      eventTypes: ["event.changed", "event.deleted"],
      file: "calendar-events",
      timeoutSeconds: 300,
    },
  ],
  jobs: [
    {
      name: "calendar-reminder",
      schedule: "one-time",
      retries: 2,
      description:
        "Warns an event's people 10 minutes before an occurrence starts, then sets the series' next reminder (core/calendar/reminders.ts; one schedule per series, payload from the subscriber; guarded per occurrence and start, so a re-run warns nobody twice)",
    },
  ],
  searchEvents: ["event.changed", "event.deleted"],
  collections: [
    { name: "calendar", entities: ["calEvent", "calOccurrence", "calEntry", "calReminderGuard"], deletable: true },
    { name: "calendar.feeds", entities: ["calFeed", "calFeedToken"], deletable: false },
  ],
} satisfies ModulePlugin;
