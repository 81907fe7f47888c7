import type { CollectionRow } from "../platform";
import { AppError } from "../platform";

/** Every module's collections, composed by the functions layer from the modules' plugins. */
export type Collections = ReadonlyArray<CollectionRow & { module: string }>;

/** The collection `name` names, or `admin.collection_unknown`. */
export function collectionNamed(collections: Collections, name: string): CollectionRow & { module: string } {
  const found = collections.find((collection) => collection.name === name);
  if (!found) throw new AppError("admin.collection_unknown");
  return found;
}

/** The collection each entity belongs to (an entity in no collection is the company's "other" items). */
export function collectionOfEntity(collections: Collections): Map<string, string> {
  const byEntity = new Map<string, string>();
  for (const collection of collections) for (const entity of collection.entities) byEntity.set(entity, collection.name);
  return byEntity;
}
