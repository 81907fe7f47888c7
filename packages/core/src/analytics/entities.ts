import { registerEntities } from "../db";
import { ActivityEntity } from "./activity.entity";
import { AnalyticsGuardEntity } from "./guard.entity";
import { AnalyticsPersonEntity } from "./person.entity";
import { AnalyticsTallyEntity } from "./tally.entity";

/** The analytics module's entities under their (global, stable) service keys; its door exports the map. */
export const analyticsEntities = {
  activity: ActivityEntity,
  analyticsTally: AnalyticsTallyEntity,
  analyticsPerson: AnalyticsPersonEntity,
  analyticsGuard: AnalyticsGuardEntity,
};

export type AnalyticsEntities = typeof analyticsEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends AnalyticsEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(analyticsEntities);
