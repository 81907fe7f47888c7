import * as z from "zod/mini";
import { trackedModuleSchema } from "../analytics/schemas";
import { idSchema, isExternalUrl } from "../validation";

export { isExternalUrl };

/**
 * Wall widgets (product-spec §2 Wall; rules spec §5 Company and client, §7 Clients and
 * Tags and link blocks): birthdays, links blocks and the latest thanks. The other widget slots
 * (groups, calendar, knowledge base, polls, blogs, vacancies, other) come with their modules.
 */

export const widgetLimits = {
  /** GET …/birthdays?days= : the default window and its ceiling (a whole year, leap day included). */
  birthdayDaysDefault: 30,
  birthdayDaysMax: 366,
  /** Links per links block. */
  linksPerBlockMax: 50,
  linkTitleMax: 200,
  linkMax: 2048,
  /** GET …/all_thanks?limit= */
  thanksDefault: 10,
  thanksMax: 50,
} as const;

// ---------------------------------------------------------------- birthdays

/** An IANA time zone the runtime knows ("Europe/Moscow"); the browser sends its own. */
export function isKnownTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const widgetClientParamsSchema = z.object({ id: idSchema });

/**
 * GET /api/clients/{id}/birthdays?days=30&tz=Europe/Moscow. `days` is the window after today
 * (0 = today only); `tz` says which calendar day "today" is (UTC when absent).
 */
export const birthdaysQuerySchema = z.object({
  days: z._default(
    z.coerce.number().check(z.int(), z.gte(0), z.lte(widgetLimits.birthdayDaysMax)),
    widgetLimits.birthdayDaysDefault,
  ),
  tz: z.optional(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.refine(isKnownTimeZone, "widgets.invalid_time_zone")),
  ),
});
export type BirthdaysQuery = z.infer<typeof birthdaysQuerySchema>;

// ---------------------------------------------------------------- thanks

/** GET /api/clients/{id}/all_thanks?limit=10: the latest thanks posts of the tenant's wall. */
export const allThanksQuerySchema = z.object({
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(widgetLimits.thanksMax)),
    widgetLimits.thanksDefault,
  ),
});
export type AllThanksQuery = z.infer<typeof allThanksQuerySchema>;

// ---------------------------------------------------------------- links blocks

/** A block belongs to one module of the tenant (the wall, the knowledge base, …). */
export const linksModuleSchema = trackedModuleSchema;
export type LinksModule = z.infer<typeof linksModuleSchema>;

export const linkKinds = ["article", "external"] as const;
export const linkKindSchema = z.enum(linkKinds);
export type LinkKind = z.infer<typeof linkKindSchema>;

/** An article is named by its id ("01J…") or by a path inside the portal ("/article/01J…"), never by another site. */
export function isArticleLink(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value) || /^\/(?![/\\])[^\s\\]*$/.test(value);
}

export const linkTitleSchema = z
  .string({ error: "widgets.link_title_required" })
  .check(
    z.trim(),
    z.minLength(1, "widgets.link_title_required"),
    z.maxLength(widgetLimits.linkTitleMax, "widgets.link_title_too_long"),
    z.regex(/^[^\p{Cc}]*$/u, "login.illegal_characters"),
  );

const linkTargetSchema = z
  .string({ error: "widgets.link_required" })
  .check(
    z.trim(),
    z.minLength(1, "widgets.link_required"),
    z.maxLength(widgetLimits.linkMax, "widgets.link_invalid_url"),
  );

const linkOrderSchema = z.number().check(z.gte(-1e9), z.lte(1e9));

/** The link's target must suit its kind: a valid http(s) URL for external links, an article id or path otherwise. */
function checkTarget(link: { kind?: LinkKind; link?: string }, context: z.core.$RefinementCtx): void {
  if (link.kind === undefined || link.link === undefined || link.link === "") return;
  if (link.kind === "external" && !isExternalUrl(link.link))
    context.addIssue({ code: "custom", path: ["link"], message: "widgets.link_invalid_url" });
  if (link.kind === "article" && !isArticleLink(link.link))
    context.addIssue({ code: "custom", path: ["link"], message: "widgets.link_invalid_article" });
}

/** A whole link as stored (also what an edit must leave behind). */
export const linkFieldsSchema = z
  .object({
    title: linkTitleSchema,
    link: linkTargetSchema,
    kind: linkKindSchema,
    order: linkOrderSchema,
  })
  .check(z.superRefine(checkTarget));

/** POST /api/links_block/{client}/{module}/link. Kind defaults to external; order to after the last link. */
export const createLinkBodySchema = z
  .object({
    title: linkTitleSchema,
    link: linkTargetSchema,
    kind: z._default(linkKindSchema, "external"),
    order: z.optional(linkOrderSchema),
  })
  .check(z.superRefine(checkTarget));
export type CreateLinkBody = z.infer<typeof createLinkBodySchema>;

/**
 * PUT /api/links_block/{client}/{module}/link/{id}: any of the fields; the link as it will be is
 * checked again by the service (changing only the kind must still leave a valid target).
 * `order` may be fractional, so a link moves between two others with one write.
 */
export const updateLinkBodySchema = z
  .object({
    title: z.optional(linkTitleSchema),
    link: z.optional(linkTargetSchema),
    kind: z.optional(linkKindSchema),
    order: z.optional(linkOrderSchema),
  })
  .check(z.superRefine(checkTarget));
export type UpdateLinkBody = z.infer<typeof updateLinkBodySchema>;

/** PUT /api/links_block/{client}/{module}/toggle: sets `active`, or flips it when absent. */
export const toggleLinksBlockBodySchema = z.optional(z.object({ active: z.optional(z.boolean()) }));
export type ToggleLinksBlockBody = z.infer<typeof toggleLinksBlockBodySchema>;

export const linksClientParamsSchema = z.object({ client: idSchema });
export const linksBlockParamsSchema = z.object({ client: idSchema, module: linksModuleSchema });
export const linkParamsSchema = z.object({ client: idSchema, module: linksModuleSchema, id: idSchema });
