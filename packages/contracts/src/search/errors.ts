import type { ErrorStatuses } from "../error-map";

/** Search (`search.*`): this module's error codes and their HTTP statuses, composed in ../errors.ts. */
export const searchErrors = {
  "search.query_too_short": 400,
  "search.query_too_long": 400,
  "search.unknown_type": 400,
  "search.bad_cursor": 400,
} as const satisfies ErrorStatuses;
