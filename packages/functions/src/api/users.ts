import { areaHandler } from "../http/area";
import { usersRoutes } from "../routes/users";

export const handler = areaHandler(usersRoutes, {});
