import { areaHandler } from "../http/area";
import { clientsRoutes } from "../routes/clients";

export const handler = areaHandler(clientsRoutes, {});
