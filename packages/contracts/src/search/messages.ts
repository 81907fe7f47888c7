import type { ErrorMessages } from "../error-map";
import type { searchErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA shows its own i18n texts). */
export const searchErrorMessages: ErrorMessages<typeof searchErrors> = {
  "search.query_too_short": "Type at least 2 characters to search",
  "search.query_too_long": "The search text is too long (at most 200 characters)",
  "search.unknown_type": "Unknown search type",
  "search.bad_cursor": "The page link is invalid or belongs to another search",
};
