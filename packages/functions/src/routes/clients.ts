import { defineRoutes } from "../http/route";

export const clientsRoutes = defineRoutes("clients", {});
