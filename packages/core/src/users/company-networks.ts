import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { CompanyNetwork, CompanyNetworksBody, CompanyNetworksView } from "@intranet/contracts/sessions";
import { named } from "../db";
import { changesOf, journaledChange } from "../journal";
import { AppError, requireSameTenant } from "../platform";
import { db } from "./entities";
import { parseRange } from "./session-places";

/** That company's admin, or a superadmin inside it. */
function requireAdminOf(actor: Actor, clientId: string): void {
  requireSameTenant(actor, clientId);
  if (!isAdminOrAbove(actor)) throw new AppError("common.no_access");
}

/** The company's named networks as stored (none: an empty list). */
export async function companyNetworks(clientId: string, consistent = false) {
  const { data } = await db().entities.companyNetworks.get({ clientId }).go({ consistent });
  return { networks: (data?.networks ?? []) as CompanyNetwork[], updatedAt: data?.updatedAt };
}

/** GET /api/clients/{id}/settings/networks. */
export async function getCompanyNetworks(actor: Actor, clientId: string): Promise<CompanyNetworksView> {
  requireAdminOf(actor, clientId);
  const { networks, updatedAt } = await companyNetworks(clientId);
  return { client_id: clientId, networks, ...(updatedAt ? { updatedAt } : {}) };
}

/**
 * Each range must parse (IPv4 or IPv6 CIDR) and appear once; stored in ipaddr.js's own notation
 * of the range as written (`203.0.113.0/24`). The failing row is in `details.index`.
 */
function checkedNetworks(networks: CompanyNetwork[]): CompanyNetwork[] {
  const seen = new Set<string>();
  return networks.map((network, index) => {
    const range = parseRange(network.cidr);
    if (!range) throw new AppError("sessions.network_invalid", {}, { index });
    const cidr = `${range[0].toString()}/${range[1]}`;
    if (seen.has(cidr)) throw new AppError("sessions.network_repeated", {}, { index });
    seen.add(cidr);
    return { name: network.name, cidr };
  });
}

/**
 * PUT /api/clients/{id}/settings/networks: replaces the list with its journal entry in one
 * transaction, conditioned on the version read (journaledChange re-plans when another admin won).
 */
export async function putCompanyNetworks(
  actor: Actor,
  clientId: string,
  body: CompanyNetworksBody,
): Promise<CompanyNetworksView> {
  requireAdminOf(actor, clientId);
  const networks = checkedNetworks(body.networks);
  const fact = { action: "company.networks", target: { type: "client", id: clientId } } as const;
  return journaledChange(actor, clientId, fact, async () => {
    const current = await companyNetworks(clientId, true);
    const changes = changesOf({ networks: current.networks }, { networks });
    const now = new Date().toISOString();
    return {
      changes,
      write: (entities) =>
        named(
          "networks",
          entities.companyNetworks
            .put({ clientId, networks, updatedAt: now })
            .where((attributes, { eq, notExists }) =>
              current.updatedAt ? eq(attributes.updatedAt, current.updatedAt) : notExists(attributes.clientId),
            )
            .commit(),
        ),
      answer: {
        client_id: clientId,
        networks: changes.length ? networks : current.networks,
        ...((changes.length ? now : current.updatedAt) ? { updatedAt: changes.length ? now : current.updatedAt } : {}),
      },
    };
  });
}
