import { defineRoutes } from "../http/route";

export const notificationsRoutes = defineRoutes("notifications", {});
