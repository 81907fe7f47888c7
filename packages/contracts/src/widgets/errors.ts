/** Wall widgets: this module's entries of the error catalogue (rules-calls-errors-spec §8), composed in ../errors.ts. */
export const widgetsErrors = {
  "widgets.link_title_required": { status: 400, message: "A link needs a title" },
  "widgets.link_title_too_long": { status: 400, message: "The link title is too long" },
  "widgets.link_required": { status: 400, message: "A link needs an address" },
  "widgets.link_invalid_url": { status: 400, message: "Enter a valid URL (http or https)" },
  "widgets.link_invalid_article": { status: 400, message: "Choose an article of the knowledge base" },
  "widgets.link_not_found": { status: 404, message: "Link not found" },
  "widgets.links_limit": { status: 409, message: "A links block holds at most {max} links" },
  "widgets.invalid_time_zone": { status: 400, message: "Unknown time zone" },
} as const satisfies Record<string, { status: number; message: string }>;
