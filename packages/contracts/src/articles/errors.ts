import type { ErrorStatuses } from "../error-map";

/** The knowledge base (`articles.*`): rules-calls-errors-spec §5 Knowledge base. */
export const articlesErrors = {
  "articles.not_found": 404,
  "articles.forbidden": 403,
  "articles.validation_error": 400,
  "articles.title_required": 400,
  "articles.content_required": 400,
  "articles.section_required": 400,
  "articles.too_long": 400,
  "articles.bad_url": 400,
  "articles.parent_not_folder": 400,
  "articles.move_into_self": 400,
  "articles.move_into_descendant": 400,
  "articles.move_same_folder": 400,
  "articles.too_deep": 400,
  "articles.too_many": 409,
  "articles.too_many_files": 400,
  "articles.file_not_found": 404,
  "articles.not_media": 400,
  "articles.edit_conflict": 409,
  "articles.revision_not_found": 404,
} as const satisfies ErrorStatuses;
