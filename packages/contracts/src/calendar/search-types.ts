import type { SearchTypeDeclarations } from "../search/search-type";

/** Calendar events: those with the calendar right, each event to its people. */
export const calendarSearchTypes = {
  event: { access: "calendar", order: 60 },
} as const satisfies SearchTypeDeclarations;
