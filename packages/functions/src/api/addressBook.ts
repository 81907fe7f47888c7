import { addressBookFacets, addressBookPage } from "@intranet/core/addressBook";
import { addressBookRoutes } from "@intranet/contracts/addressBook";
import { areaHandler } from "../http/area";

/** The address book's Lambda: thin, each route calls the address book's core service. */
export const handler = areaHandler(addressBookRoutes, {
  page: ({ actor, params, query }) => addressBookPage(actor, params.client, query),
  facets: ({ actor, params }) => addressBookFacets(actor, params.client),
});
