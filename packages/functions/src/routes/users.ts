import { defineRoutes } from "../http/route";

export const usersRoutes = defineRoutes("users", {});
