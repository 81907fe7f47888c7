import { UniqueEntity } from "./unique.entity";

/**
 * The identity module's entities under their service keys, registered in `src/entities.ts`.
 * This file imports entity definitions only (no services, no db), so the registry stays a leaf.
 */
export const identityEntities = {
  unique: UniqueEntity,
};
