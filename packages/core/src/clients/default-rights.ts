import { featureRights, type Actor, type DefaultRightsResult, type FeatureRight } from "@intranet/contracts";
import { requireSameTenant } from "../platform";
import { changeClientAs } from "./write";

/**
 * PUT /api/clients/{client}/rights/defaults: the rights a new employee of the tenant starts
 * with (registration reads the client item's `defaultRights`). Stored once each, in the
 * catalogue's order.
 */
export async function setDefaultRights(
  actor: Actor,
  clientId: string,
  rights: FeatureRight[],
): Promise<DefaultRightsResult> {
  requireSameTenant(actor, clientId);
  const defaultRights = featureRights.filter((right) => rights.includes(right));
  await changeClientAs(actor, clientId, "rights.defaults", { fields: { defaultRights } });
  return { defaultRights };
}
