/**
 * Global search (issue 16; DESIGN §10 Search): one query across every module's documents, answering
 * only what the searcher may open. Shared by the API and the SPA's header box and results page.
 */
import * as z from "zod/mini";
import { moduleSearchTypes } from "../generated/search-types";
import type { ModuleKey } from "../manifest";
import { moduleOfRight } from "../switches";
import type { SearchTypeDeclaration } from "./search-type";

/**
 * The document types search knows, in the order their groups are answered: each module declares
 * its own in `<m>/search-types.ts` (and writes them with a search source in core).
 */
export type SearchType = keyof typeof moduleSearchTypes;
export const searchTypes = (Object.keys(moduleSearchTypes) as SearchType[]).sort(
  (a, b) => moduleSearchTypes[a].order - moduleSearchTypes[b].order,
) as [SearchType, ...SearchType[]];
export const searchTypeSchema = z.enum(searchTypes);

/**
 * Who may find each type at all (an access level of roles.ts); each document then narrows it
 * with its own readers. Posts and comments need the wall, groups the groups right; people, any signed-in user.
 */
export const searchTypeAccess = Object.fromEntries(
  searchTypes.map((type) => [type, moduleSearchTypes[type].access]),
) as { readonly [T in SearchType]: (typeof moduleSearchTypes)[T]["access"] };

/**
 * The module whose company switch hides each type (docs/switches.md): the one it names, else the
 * module owning its access right; none for a type of the platform (people).
 */
export const searchTypeModule = Object.fromEntries(
  searchTypes.map((type) => {
    const declared: SearchTypeDeclaration = moduleSearchTypes[type];
    return [type, declared.switchedWith ?? moduleOfRight(declared.access)];
  }),
) as { readonly [T in SearchType]: ModuleKey | undefined };

/** `suggest`: a few hits per type for as-you-type; `full`: a page per type with a cursor each. */
export const searchModes = ["suggest", "full"] as const;
export const searchModeSchema = z.enum(searchModes);
export type SearchMode = z.infer<typeof searchModeSchema>;

export const searchLimits = {
  /** Characters of `q` after trimming (spaces inside count). */
  queryMinChars: 2,
  queryMaxChars: 200,
  /** Words of `q` used (the rest is ignored). */
  queryMaxWords: 8,
  /** Hits per type in suggest mode. */
  suggestPerType: 3,
  /** Hits per type and page in full mode. */
  pageSize: 20,
  /** Characters of a snippet (around the first match). */
  snippetChars: 160,
} as const;

const queryTextSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(searchLimits.queryMinChars, "search.query_too_short"),
    z.maxLength(searchLimits.queryMaxChars, "search.query_too_long"),
  );

/** `types=person,post`: a comma-separated list; empty or absent = every type. */
const typesSchema = z.pipe(
  z.optional(z.string().check(z.maxLength(200, "search.unknown_type"))),
  z.transform((value, ctx) => {
    const names = (value ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
    const unknown = names.filter((name) => !(searchTypes as readonly string[]).includes(name));
    if (unknown.length > 0) {
      ctx.issues.push({ code: "custom", message: "search.unknown_type", input: value, params: { unknown } });
      return [] as SearchType[];
    }
    return names.length === 0 ? [...searchTypes] : [...new Set(names as SearchType[])];
  }),
);

/**
 * GET /api/search?q=&types=&cursor=&mode=
 * - `q`: 2–200 characters after trimming (`search.query_too_short` / `search.query_too_long`). Words
 *   match by stem (en/ru/ua, a Russian and a Ukrainian spelling alike), the last word also as a
 *   prefix, words of 4+ letters with one typo.
 * - `types`: comma-separated `searchTypes` (`search.unknown_type` for any other); default all.
 * - `mode`: `full` (default) or `suggest`.
 * - `lang`: en (default), ru or ua: the order of names in people's titles and authors.
 * - `cursor`: a group's `cursor` from a previous full answer: the answer is then that one type's
 *   next page (`search.bad_cursor` if it is not one, was made for another `q`, or `types` excludes
 *   its type). Not allowed in suggest mode.
 */
export const searchQuerySchema = z.object({
  q: queryTextSchema,
  types: typesSchema,
  mode: z._default(searchModeSchema, "full"),
  cursor: z.optional(z.string().check(z.minLength(1, "search.bad_cursor"), z.maxLength(512, "search.bad_cursor"))),
  /** The reader's language: names in hits are written in its order ("Chloe Davis", "Davis Chloe"). */
  lang: z._default(z.enum(["en", "ru", "ua"]), "en"),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
