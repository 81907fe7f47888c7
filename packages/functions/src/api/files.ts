import { areaHandler } from "../http/area";
import { filesRoutes } from "../routes/files";

export const handler = areaHandler(filesRoutes, {});
