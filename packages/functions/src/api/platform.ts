import { platformOverview } from "@intranet/core/admin";
import { areaHandler } from "../http/area";
import { jobs } from "../jobs";
import { platformRoutes } from "@intranet/contracts/platform";

export const handler = areaHandler(platformRoutes, {
  overview: ({ actor }) => platformOverview(actor, jobs),
});
