import { areaHandler } from "../http/area";
import { widgetsRoutes } from "../routes/widgets";

export const handler = areaHandler(widgetsRoutes, {});
