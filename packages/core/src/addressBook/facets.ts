import type { Actor } from "@intranet/contracts";
import type { AddressBookFacets } from "@intranet/contracts/addressBook";
import { requireSameTenant } from "../platform";
import { facetValues } from "../audiences";
import { departmentOutline } from "../structure";

/** GET /api/address_book/{client}/facets: four Queries in parallel, the values sorted for a picker. */
export async function addressBookFacets(actor: Actor, clientId: string): Promise<AddressBookFacets> {
  requireSameTenant(actor, clientId);
  const [values, departments] = await Promise.all([
    facetValues(clientId),
    departmentOutline(clientId, "administrative"),
  ]);
  const sorted = (list: Array<{ value: string; count: number }>) =>
    [...list].sort((a, b) => a.value.localeCompare(b.value));
  return {
    departments,
    cities: sorted(values.city),
    offices: sorted(values.office),
    positions: sorted(values.position),
  };
}
