/**
 * The tags module's door: a company's tag vocabularies (one per module: articles, vacancies, later
 * tasks) and the links of tags to those modules' items. A module whose items take tags registers a
 * `TagTarget` (packages/functions/src/tag-targets.ts) and reads its items' tags from here.
 */
export { tagsEntities } from "./entities";
export { type TagEvent, type TagEventDetails, type TagEventType, tagEventTypes } from "./events";
export { deleteTag } from "./deletion";
export { attachTags, detachAllFrom, detachTag, setItemTags } from "./item-tags";
export { itemsWithTags, tagNames, tagsOfItem, tagsOfItems } from "./lookups";
export { type TagRecord } from "./tag.entity";
export {
  type TagAccess,
  type TagTarget,
  type TagTargets,
  registerTagTarget,
  registerTagTargets,
  tagTarget,
} from "./targets";
export { createTag, listTags, updateTag } from "./vocabulary";
