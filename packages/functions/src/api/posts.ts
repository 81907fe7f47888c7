import { areaHandler } from "../http/area";
import { postsRoutes } from "../routes/posts";

export const handler = areaHandler(postsRoutes, {});
