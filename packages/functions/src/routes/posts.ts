import { defineRoutes } from "../http/route";

export const postsRoutes = defineRoutes("posts", {});
