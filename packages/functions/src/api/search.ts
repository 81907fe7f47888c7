import { search } from "@intranet/core/search";
import { searchRoutes } from "@intranet/contracts/search";
import { areaHandler } from "../http/area";
import "../search-readers";

export const handler = areaHandler(searchRoutes, {
  search: ({ actor, query }) => search(actor, query),
});
