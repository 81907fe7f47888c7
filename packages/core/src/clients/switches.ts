import type { ModuleKey } from "@intranet/contracts/manifest";
import { switchedOffModules } from "@intranet/contracts/switches";
import { db } from "./entities";

/**
 * The modules a company has switched off, for the channels that run without a request's Actor
 * (socket pushes, notifications; docs/switches.md). Kept per Lambda instance for a few seconds: every
 * request's own tenant read (the Actor's TransactGet) and every switch written here refresh it, so a
 * push or notification made on the request path costs no DynamoDB call, and one made in a subscriber
 * or job at most one GetItem per tenant per `FRESH_MS`. Another instance sees a switch within that time.
 */
const FRESH_MS = 10_000;

const known = new Map<string, { off: readonly ModuleKey[]; at: number }>();

/** Records the switches of a tenant item just read or written (its `features` map). */
export function rememberSwitches(clientId: string, features: unknown): readonly ModuleKey[] {
  const off = switchedOffModules(features as Record<string, boolean> | undefined);
  known.set(clientId, { off, at: Date.now() });
  return off;
}

/** The tenant's switched-off modules: the remembered ones while fresh, else one projected GetItem. */
export async function modulesOffIn(clientId: string): Promise<readonly ModuleKey[]> {
  const remembered = known.get(clientId);
  if (remembered && Date.now() - remembered.at < FRESH_MS) return remembered.off;
  const { data } = await db()
    .entities.client.get({ clientId })
    .go({ attributes: ["features"] });
  return rememberSwitches(clientId, data?.features);
}

/** Whether a module (none: an always-on thing) is switched off in the tenant. */
export async function moduleOffIn(clientId: string, module: ModuleKey | undefined): Promise<boolean> {
  if (!module) return false;
  return (await modulesOffIn(clientId)).includes(module);
}
