import type { ErrorStatuses } from "../error-map";

/** Tags (`tags.*`): rules-calls-errors-spec §7 "Tags and link blocks". */
export const tagsErrors = {
  "tags.not_found": 404,
  "tags.forbidden": 403,
  "tags.name_required": 400,
  "tags.name_too_long": 400,
  "tags.name_taken": 409,
  "tags.too_many": 409,
  "tags.too_many_on_item": 400,
  "tags.unknown_model": 404,
  "tags.item_not_found": 404,
  "tags.wrong_module": 400,
} as const satisfies ErrorStatuses;
