import { ActivityEntity } from "./activity.entity";

/**
 * The analytics module's entities under their service keys, registered in `src/entities.ts`.
 * This file imports entity definitions only (no services, no db), so the registry stays a leaf.
 */
export const analyticsEntities = {
  activity: ActivityEntity,
};
