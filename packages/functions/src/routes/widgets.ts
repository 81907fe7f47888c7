import { defineRoutes } from "../http/route";

export const widgetsRoutes = defineRoutes("widgets", {});
