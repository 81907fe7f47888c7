import { hasRole, type Actor } from "@intranet/contracts";
import { loadClient } from "../clients";

/**
 * Whether the meter may ask this person at all, whatever the day (rules spec §7 Mood, product-spec
 * §4 startup): never the superadmin (they are not an employee), nor anyone in a company that hid
 * the meter (`settings.hideMoodMeter`) or switched its `mood` feature off (an absent entry in
 * `features` means on). The superadmin costs no call; anyone else one Get of the client.
 */
export async function meterOn(actor: Actor, clientId: string): Promise<boolean> {
  if (hasRole(actor, "superadmin")) return false;
  const client = await loadClient(clientId);
  const settings = client.settings as { hideMoodMeter?: boolean } | undefined;
  const features = client.features as Record<string, boolean> | undefined;
  return settings?.hideMoodMeter !== true && features?.mood !== false;
}
