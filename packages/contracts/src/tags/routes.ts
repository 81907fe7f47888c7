import { answer, defineRoutes } from "../route";
import {
  attachTagsBodySchema,
  createTagBodySchema,
  tagClientParamsSchema,
  tagDetachParamsSchema,
  tagItemParamsSchema,
  tagListParamsSchema,
  tagListQuerySchema,
  tagParamsSchema,
  updateTagBodySchema,
} from "./schemas";
import type { ItemTagsView, TagList, TagView } from "./views";

/**
 * Tags (rules spec §7 "Tags and link blocks"). Every employee lists and creates a module's tags;
 * their creator or an admin renames, recolours and deletes them; attaching and detaching is for
 * whoever may edit the item, as the item's module rules (its registered tag target).
 */
export const tagsRoutes = defineRoutes("tags", {
  list: {
    method: "GET",
    path: "/api/tag/{client}/{module}",
    access: "user",
    summary: "A module's tags by name; with ?tmpl= those whose name contains the text (autocomplete)",
    params: tagListParamsSchema,
    query: tagListQuerySchema,
    answer: answer<TagList>(),
  },
  create: {
    method: "POST",
    path: "/api/tag",
    access: "user",
    summary: "Creates a tag in a module's vocabulary: names are unique in it, whatever the case",
    body: createTagBodySchema,
    answer: answer<TagView>(),
  },
  update: {
    method: "PUT",
    path: "/api/tags/{id}",
    access: "user",
    summary: "Renames or recolours a tag (its creator or an admin)",
    params: tagParamsSchema,
    body: updateTagBodySchema,
    answer: answer<TagView>(),
  },
  attach: {
    method: "PUT",
    path: "/api/tag/attach/to/{model}/{item}",
    access: "user",
    summary: "Adds tags to an item (whoever may edit it); at most 20 on an item",
    params: tagItemParamsSchema,
    body: attachTagsBodySchema,
    answer: answer<ItemTagsView>(),
  },
  detach: {
    method: "PUT",
    path: "/api/detach/{id}/from/{model}/{item}",
    access: "user",
    summary: "Takes one tag off an item (whoever may edit it)",
    params: tagDetachParamsSchema,
    answer: answer<ItemTagsView>(),
  },
  remove: {
    method: "DELETE",
    path: "/api/tag/{client}/{tag}",
    access: "user",
    summary: "Deletes a tag and takes it off every item (its creator or an admin)",
    params: tagClientParamsSchema,
    answer: answer<void>(),
  },
});
