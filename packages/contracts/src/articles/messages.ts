import type { ErrorMessages } from "../error-map";
import type { articlesErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA's English texts derive from them). */
export const articlesErrorMessages: ErrorMessages<typeof articlesErrors> = {
  "articles.not_found": "Article not found",
  "articles.forbidden": "You may not change this part of the knowledge base",
  "articles.validation_error": "Validation error",
  "articles.title_required": "Enter a title",
  "articles.content_required": "Write the article's text",
  "articles.section_required": "Choose the section (folder) for the article",
  "articles.too_long": "The article is too long",
  "articles.bad_url": "Enter a valid link (http or https)",
  "articles.parent_not_folder": "Articles can only be put in a folder",
  "articles.move_into_self": "A folder cannot be moved into itself",
  "articles.move_into_descendant": "A folder cannot be moved into one of its own folders",
  "articles.move_same_folder": "It is already in this folder",
  "articles.too_deep": "Folders cannot be nested deeper",
  "articles.too_many": "The knowledge base is full: delete old articles first",
  "articles.too_many_files": "Too many files on one article",
  "articles.file_not_found": "File not found or deleted",
  "articles.not_media": "The file must be an image",
  "articles.edit_conflict": "Someone saved this article while you were editing: reload it and apply your changes again",
  "articles.revision_not_found": "Revision not found",
};
