import { defineRoutes } from "../http/route";

export const filesRoutes = defineRoutes("files", {});
