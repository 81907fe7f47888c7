import { areaHandler } from "../http/area";
import { notificationsRoutes } from "../routes/notifications";

export const handler = areaHandler(notificationsRoutes, {});
