import type { Actor } from "@intranet/contracts";
import { AppError, requireTenant } from "../platform";
import { adaptCan, type AdaptCan, runsTrack } from "./access";
import type { AdaptationRecord } from "./adaptation.entity";
import { db } from "./entities";
import type { AdaptTrackRecord } from "./track.entity";

export async function findTrack(clientId: string, trackId: string): Promise<AdaptTrackRecord | undefined> {
  const { data } = await db().entities.adaptTrack.get({ clientId, trackId }).go({ consistent: true });
  return data ?? undefined;
}

export async function findAdaptation(clientId: string, adaptId: string): Promise<AdaptationRecord | undefined> {
  const { data } = await db().entities.adaptation.get({ clientId, adaptId }).go({ consistent: true });
  return data ?? undefined;
}

/** A track the caller runs (admins, its HR); anyone else: not found (they learn nothing of it). */
export async function trackRunBy(actor: Actor, trackId: string): Promise<AdaptTrackRecord> {
  const track = await findTrack(requireTenant(actor), trackId);
  if (!track || !runsTrack(actor, track)) throw new AppError("adapt.not_found");
  return track;
}

export interface Seen {
  adaptation: AdaptationRecord;
  track: AdaptTrackRecord;
  can: AdaptCan;
}

/** An adaptation the caller may see, its track and what they may do: two Gets. Anyone else: not found. */
export async function seenAdaptation(actor: Actor, adaptId: string): Promise<Seen> {
  const clientId = requireTenant(actor);
  const adaptation = await findAdaptation(clientId, adaptId);
  const track = adaptation && (await findTrack(clientId, adaptation.trackId));
  const can = adaptation && track && adaptCan(actor, adaptation, track);
  if (!adaptation || !track || !can?.view) throw new AppError("adapt.adaptation_not_found");
  return { adaptation, track, can };
}

/** The same, for someone who must manage it (its mentor, HR, the track's HR, admins). */
export async function managedAdaptation(actor: Actor, adaptId: string): Promise<Seen> {
  const seen = await seenAdaptation(actor, adaptId);
  if (!seen.can.manage) throw new AppError("adapt.no_access");
  return seen;
}
