import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { AdaptRole } from "@intranet/contracts/adaptation";
import type { AdaptationRecord } from "./adaptation.entity";
import type { AdaptTrackRecord } from "./track.entity";

/**
 * Who may do what (docs/modules/adaptation.md, "Who sees what"): company admins (and the superadmin
 * inside the workspace) and a track's HR run the track and every adaptation on it; on one
 * adaptation its newcomer finishes their open steps, its mentor and HR manage it, its chief follows it.
 */
export const runsTrack = (actor: Actor, track: Pick<AdaptTrackRecord, "hrIds">) =>
  isAdminOrAbove(actor) || track.hrIds.includes(actor.userId);

export function rolesOn(actor: Actor, adaptation: AdaptationRecord): AdaptRole[] {
  const roles: AdaptRole[] = [];
  if (adaptation.userId === actor.userId) roles.push("newcomer");
  if (adaptation.mentorId === actor.userId) roles.push("mentor");
  if (adaptation.chiefId === actor.userId) roles.push("chief");
  if (adaptation.hrId === actor.userId) roles.push("hr");
  return roles;
}

export interface AdaptCan {
  view: boolean;
  finish: boolean;
  manage: boolean;
}

export function adaptCan(actor: Actor, adaptation: AdaptationRecord, track: AdaptTrackRecord): AdaptCan {
  const roles = rolesOn(actor, adaptation);
  const manage = runsTrack(actor, track) || roles.includes("mentor") || roles.includes("hr");
  return { view: manage || roles.length > 0, finish: manage || roles.includes("newcomer"), manage };
}
