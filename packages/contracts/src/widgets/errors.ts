import type { ErrorStatuses } from "../error-map";

/** Wall widgets: this module's error codes and their HTTP statuses (rules-calls-errors-spec §8), composed in ../errors.ts. */
export const widgetsErrors = {
  "widgets.link_title_required": 400,
  "widgets.link_title_too_long": 400,
  "widgets.link_required": 400,
  "widgets.link_invalid_url": 400,
  "widgets.link_invalid_article": 400,
  "widgets.link_not_found": 404,
  "widgets.links_limit": 409,
  "widgets.invalid_time_zone": 400,
} as const satisfies ErrorStatuses;
