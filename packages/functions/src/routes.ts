import type { AreaRoute } from "./http/route";
import { systemRoutes } from "./routes/system";
import { authRoutes } from "./routes/auth";
import { clientsRoutes } from "./routes/clients";
import { usersRoutes } from "./routes/users";
import { filesRoutes } from "./routes/files";
import { analyticsRoutes } from "./routes/analytics";
import { postsRoutes } from "./routes/posts";
import { notificationsRoutes } from "./routes/notifications";
import { widgetsRoutes } from "./routes/widgets";

/**
 * THE route table (DESIGN §3): every HTTP route once. Each area's routes live in routes/<area>.ts
 * and its Lambda in api/<area>.ts; the SST stack, the local gateway and the generic tests all
 * iterate this list, so a route added here is deployed, served and tested with no other change.
 */
const areas = [
  systemRoutes,
  authRoutes,
  clientsRoutes,
  usersRoutes,
  filesRoutes,
  analyticsRoutes,
  postsRoutes,
  notificationsRoutes,
  widgetsRoutes,
];

export const routeTable: AreaRoute[] = areas.flatMap((area) => Object.values(area) as AreaRoute[]);

export const apiAreas: string[] = [...new Set(routeTable.map((route) => route.area))];
