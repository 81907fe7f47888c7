import type { ErrorMessages } from "../error-map";
import type { widgetsErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA shows its own i18n texts). */
export const widgetsErrorMessages: ErrorMessages<typeof widgetsErrors> = {
  "widgets.link_title_required": "A link needs a title",
  "widgets.link_title_too_long": "The link title is too long",
  "widgets.link_required": "A link needs an address",
  "widgets.link_invalid_url": "Enter a valid URL (http or https)",
  "widgets.link_invalid_article": "Choose an article of the knowledge base",
  "widgets.link_not_found": "Link not found",
  "widgets.links_limit": "A links block holds at most {max} links",
  "widgets.invalid_time_zone": "Unknown time zone",
};
