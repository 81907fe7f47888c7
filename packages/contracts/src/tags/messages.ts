import type { ErrorMessages } from "../error-map";
import type { tagsErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA's English texts derive from them). */
export const tagsErrorMessages: ErrorMessages<typeof tagsErrors> = {
  "tags.not_found": "Tag not found",
  "tags.forbidden": "Only the tag's author or an administrator may change it",
  "tags.name_required": "The tag needs a name",
  "tags.name_too_long": "A tag name has at most 40 characters",
  "tags.name_taken": "There is already a tag with this name",
  "tags.too_many": "The company has reached the limit of 500 tags here",
  "tags.too_many_on_item": "An item has at most 20 tags",
  "tags.unknown_model": "Tags cannot be attached here",
  "tags.item_not_found": "Item not found",
  "tags.wrong_module": "This tag belongs to another module",
};
