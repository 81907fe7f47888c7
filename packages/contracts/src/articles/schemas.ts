/**
 * The knowledge base (product-spec §3 Knowledge-base article, §6 `knowl_base`, `kb_files`, article
 * access by grants; rules-calls-errors-spec §5 Knowledge base, §7 Articles and vacancies). A company's
 * knowledge base is one tree of folders and articles. Folders at the top are its sections; an article
 * always lives in a folder (its section, rules spec §5 "section is required"). Who may read or write
 * a node is its grants: a node without grants inherits its folder's, a top folder without grants is
 * read by everyone, and nobody reads a node whose folder they may not read. Shared by the API and the SPA.
 */
import * as z from "zod/mini";
import { grantsSchema } from "../audiences/schemas";
import { fileIdSchema } from "../files/schemas";
import { idSchema, isExternalUrl } from "../validation";

export const articleKinds = ["folder", "article"] as const;
export type ArticleKind = (typeof articleKinds)[number];

export const articleLimits = {
  titleMax: 200,
  /** Characters of the stored (sanitised) HTML of one article. */
  contentMax: 300_000,
  /** Nodes (folders and articles) of one company: the whole tree is one Query under 1 MB. */
  nodesMax: 5_000,
  /** Levels of folders below the top (a top folder is depth 0). */
  depthMax: 8,
  /** Files attached to one article or folder. */
  filesMax: 50,
  /** Revisions kept per article; older ones are dropped as new ones are saved. */
  revisionsKept: 100,
  /** Characters of the search text of the list call. */
  searchMax: 200,
  /** Tags given in one list filter. */
  tagFilterMax: 10,
} as const;

const title = z
  .string({ error: "articles.title_required" })
  .check(
    z.trim(),
    z.minLength(1, "articles.title_required"),
    z.maxLength(articleLimits.titleMax, "articles.validation_error"),
  );
/** Rich text from the editor; the server sanitises it (headings, lists, tables, links, images, code, mentions). */
const content = z.string().check(z.maxLength(articleLimits.contentMax, "articles.too_long"));
/** An article may point at an outside page as well (product-spec §3 url). */
const url = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(2000, "articles.bad_url"),
    z.refine((value) => value === "" || isExternalUrl(value), "articles.bad_url"),
  ),
);
/**
 * The article's cover picture (product-spec §3 cover, thumb): an image of the company's public media
 * (POST /api/article/image answers its url; the server checks it is the company's: `articles.not_media`).
 * "" clears it.
 */
const cover = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(2000, "articles.not_media"),
    z.refine((value) => value === "" || isExternalUrl(value), "articles.not_media"),
  ),
);

/**
 * POST /api/article: a folder (`parentId` null for a top folder, which only admins create) or an
 * article (`parentId` a folder: `articles.section_required` without one; its content must have text:
 * `articles.content_required`). `grants` empty = inherit the folder's.
 */
export const createArticleBodySchema = z.object({
  kind: z.enum(articleKinds, { error: "articles.validation_error" }),
  parentId: z._default(z.nullable(idSchema), null),
  title,
  content: z._default(content, ""),
  url,
  cover,
  grants: z._default(grantsSchema, []),
  tagIds: z._default(z.array(idSchema).check(z.maxLength(20, "articles.validation_error")), []),
  fileIds: z._default(z.array(fileIdSchema).check(z.maxLength(articleLimits.filesMax, "articles.too_many_files")), []),
});
export type CreateArticleBody = z.output<typeof createArticleBodySchema>;
export type CreateArticleInput = z.input<typeof createArticleBodySchema>;

/**
 * PUT /api/article/{id}: what changes. `parentId` moves the node (a folder never into itself, one of
 * its descendants or the folder it is in: rules spec §5). `baseRevision` is the revision the editor
 * opened: when someone saved since, `articles.edit_conflict` (nothing is overwritten). Every save of
 * the title or content keeps a revision; a new `cover` alone changes the node without a revision.
 */
export const updateArticleBodySchema = z.object({
  title: z.optional(title),
  content: z.optional(content),
  url,
  cover,
  parentId: z.optional(idSchema),
  baseRevision: z.optional(z.number().check(z.int(), z.gte(0))),
});
export type UpdateArticleBody = z.output<typeof updateArticleBodySchema>;

export const articleParamsSchema = z.object({ id: idSchema });
export const articleFileParamsSchema = z.object({ id: idSchema, file: fileIdSchema });
export const articleRevisionParamsSchema = z.object({
  id: idSchema,
  rev: z.coerce.number().check(z.int(), z.gte(1)),
});
export const articleViewParamsSchema = z.object({ id: idSchema, user: idSchema });
export const articleClientParamsSchema = z.object({ client: idSchema });
export const articleClientUserParamsSchema = z.object({ client: idSchema, user: idSchema });
/** PUT /api/article/{client}/order/{from}/{to}: put `from` just before (or after) `to`, in `to`'s folder. */
export const articleOrderParamsSchema = z.object({ client: idSchema, from: idSchema, to: idSchema });
export const articleOrderBodySchema = z.object({ place: z._default(z.enum(["before", "after"]), "before") });

/**
 * GET /api/user/{client}/articles/access_for/{user}: what the caller may read.
 * - no `parent`: the whole readable tree (the sidebar); `parent`: that folder's children;
 * - `search`: nodes whose title or tags' names contain the text;
 * - `tags`: comma-separated tag ids, nodes having all of them;
 * - `full`: each item carries an excerpt of its text (folder pages).
 * The spec's `section=vacancy` is served by the vacancies' own list (docs/modules/articles.md).
 */
export const articleListQuerySchema = z.object({
  parent: z.optional(idSchema),
  search: z.optional(z.string().check(z.trim(), z.maxLength(articleLimits.searchMax))),
  tags: z.optional(
    z.pipe(
      z.string().check(z.maxLength(1000)),
      z.transform((value) =>
        value
          .split(",")
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ),
  ),
  full: z.optional(
    z.pipe(
      z.enum(["true", "false", "1", "0"]),
      z.transform((value) => value === "true" || value === "1"),
    ),
  ),
});
export type ArticleListQuery = z.output<typeof articleListQuerySchema>;

export const articleFilesBodySchema = z.object({
  fileIds: z
    .array(fileIdSchema)
    .check(z.minLength(1, "articles.validation_error"), z.maxLength(articleLimits.filesMax, "articles.too_many_files")),
});
export const articleRightsBodySchema = z.object({ grants: grantsSchema });
export const articleFavoriteBodySchema = z.object({ favorite: z.boolean() });
/** PUT /api/article/empty_as_articles/{client}: the company shows folders with nothing in them as articles. */
export const emptyAsArticlesBodySchema = z.object({ value: z.boolean() });
/** POST /api/article/image: publish an uploaded image (module `articles`) for use inside an article's text. */
export const articleImageBodySchema = z.object({ fileId: fileIdSchema });
/** PUT /api/application/createDefaultSections: the sections' names in this language. */
export const defaultSectionsBodySchema = z.object({ lang: z._default(z.enum(["en", "ru", "ua"]), "en") });
