import { addressBookFacets, addressBookPage, exportAllEmployees, exportShown } from "@intranet/core/addressBook";
import { addressBookRoutes } from "@intranet/contracts/addressBook";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";

/** The address book's Lambda: thin, each route calls the address book's core service. */
export const handler = areaHandler(addressBookRoutes, {
  page: ({ actor, params, query }) => addressBookPage(actor, params.client, query),
  facets: ({ actor, params }) => addressBookFacets(actor, params.client),
  exportShown: async ({ actor, params, body }) => reply(202, await exportShown(actor, params.client, body)),
  exportAll: async ({ actor, params, body }) => reply(202, await exportAllEmployees(actor, params.client, body)),
});
