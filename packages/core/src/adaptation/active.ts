import type { Actor } from "@intranet/contracts";
import type { ActiveBody } from "@intranet/contracts/adaptation";
import { setAdaptationActive } from "./members";
import { setTrackActive } from "./tracks";

/** PUT active: a person's adaptation run or stopped, or a track switched on or off. */
export async function setActive(actor: Actor, body: ActiveBody): Promise<{ ok: true }> {
  if ("adaptation" in body) await setAdaptationActive(actor, body.adaptation, body.active);
  else await setTrackActive(actor, body.track, body.active);
  return { ok: true };
}
