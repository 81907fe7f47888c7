import { areaHandler } from "../http/area";
import { authRoutes } from "../routes/auth";

export const handler = areaHandler(authRoutes, {});
