import { defineRoutes } from "../http/route";

export const authRoutes = defineRoutes("auth", {});
