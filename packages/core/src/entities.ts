import { realtimeEntities } from "./realtime/entities";
import { identityEntities } from "./identity/entities";
import { clientsEntities } from "./clients/entities";
import { usersEntities } from "./users/entities";
import { authEntities } from "./auth/entities";
import { analyticsEntities } from "./analytics/entities";
import { filesEntities } from "./files/entities";
import { widgetsEntities } from "./widgets/entities";
import { postsEntities } from "./posts/entities";
import { notificationsEntities } from "./notifications/entities";

/**
 * THE entity registry: the one place that lists every module's entities (each module's
 * `<module>/entities.ts`, which its door re-exports). `db/service.ts` composes the ElectroDB
 * Service from this map; nothing else needs to know all modules.
 *
 * Import-cycle note: the registry imports each module's entity-only file, never a door. Those
 * files import only their `*.entity.ts` definitions (electrodb, contracts, platform), so the
 * chain `module service → db/service → entities → <module>/entities → *.entity` is acyclic at
 * file level, and registering entities never pulls another module's service code (or its
 * dependencies) into a Lambda bundle. Keys are the service's entity names and must stay stable.
 */
export const entities = {
  ...realtimeEntities,
  ...identityEntities,
  ...clientsEntities,
  ...usersEntities,
  ...authEntities,
  ...analyticsEntities,
  ...filesEntities,
  ...widgetsEntities,
  ...postsEntities,
  ...notificationsEntities,
};

export type Entities = typeof entities;
