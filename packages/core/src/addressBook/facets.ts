import type { Actor } from "@intranet/contracts";
import type { AddressBookFacets } from "@intranet/contracts/addressBook";
import { requireSameTenant } from "../platform";
import { facetValues } from "../audiences";

/** GET /api/address_book/{client}/facets: three Queries, the values sorted for a picker. */
export async function addressBookFacets(actor: Actor, clientId: string): Promise<AddressBookFacets> {
  requireSameTenant(actor, clientId);
  const values = await facetValues(clientId);
  const sorted = (list: Array<{ value: string; count: number }>) =>
    [...list].sort((a, b) => a.value.localeCompare(b.value));
  return { cities: sorted(values.city), offices: sorted(values.office), positions: sorted(values.position) };
}
