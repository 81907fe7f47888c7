import type { ErrorMessages, ErrorStatuses } from "../error-map";

/** Search (`search.*`): this module's error codes and their HTTP statuses, composed in ../errors.ts. */
export const searchErrors = {
  "search.query_too_short": 400,
  "search.query_too_long": 400,
  "search.unknown_type": 400,
  "search.bad_cursor": 400,
} as const satisfies ErrorStatuses;

/** Their English messages (the API's `message`; the SPA shows its own i18n texts). */
export const searchErrorMessages: ErrorMessages<typeof searchErrors> = {
  "search.query_too_short": "Type at least 2 characters to search",
  "search.query_too_long": "The search text is too long (at most 200 characters)",
  "search.unknown_type": "Unknown search type",
  "search.bad_cursor": "The page link is invalid or belongs to another search",
};
