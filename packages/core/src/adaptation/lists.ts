import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import { adaptLimits, type AdaptPage, type AdaptSummary, type SupportRole } from "@intranet/contracts/adaptation";
import { getAll } from "../db";
import { AppError, requireTenant } from "../platform";
import { adaptCan } from "./access";
import type { AdaptationRecord } from "./adaptation.entity";
import { db } from "./entities";
import type { AdaptLinkRecord } from "./link.entity";
import { trackRunBy } from "./store";
import type { AdaptTrackRecord } from "./track.entity";
import { adaptSummary, today } from "./views";

/** A page of a person's links failing on a cursor that is not one: `common.validation`, not a 500. */
const badCursor = (cursor: string | undefined) => (error: unknown) => {
  if (cursor) throw new AppError("common.validation");
  throw error;
};

/** The adaptations behind links and their tracks: two BatchGets whatever the page. */
async function summariesOf(actor: Actor, clientId: string, links: AdaptLinkRecord[]): Promise<AdaptSummary[]> {
  const adaptations = await getAll(
    links.map(({ adaptId }) => ({ clientId, adaptId })),
    (keys) => db().entities.adaptation.get(keys).go(),
  );
  const tracks = new Map(
    (
      await getAll(
        [...new Set(adaptations.map((adaptation) => adaptation.trackId))].map((trackId) => ({ clientId, trackId })),
        (keys) => db().entities.adaptTrack.get(keys).go(),
      )
    ).map((track) => [track.trackId, track]),
  );
  const day = today();
  const order = new Map(links.map((link, index) => [link.adaptId, index]));
  return adaptations
    .filter((adaptation) => {
      const track = tracks.get(adaptation.trackId);
      return track && adaptCan(actor, adaptation, track).view;
    })
    .sort((a, b) => order.get(a.adaptId)! - order.get(b.adaptId)!)
    .map((adaptation) => adaptSummary(adaptation, tracks.get(adaptation.trackId)!, day));
}

/**
 * GET list_for/{user}: a newcomer's adaptations — all of them for themselves and admins, for anyone
 * else the ones they may see (they are its mentor, chief or HR, or HR of its track). One Query and
 * two BatchGets.
 */
export async function listFor(actor: Actor, userId: string): Promise<AdaptSummary[]> {
  const clientId = requireTenant(actor);
  const { data } = await db()
    .entities.adaptLink.query.byUser({ clientId, userId, role: "newcomer" })
    .go({ limit: adaptLimits.listPage, order: "desc" });
  return summariesOf(actor, clientId, data);
}

/**
 * GET on/{id}/as/{role}: the people someone follows as mentor, chief or HR, newest first — their
 * own list, or anyone's for admins (others: `adapt.no_access`). One Query and two BatchGets a page.
 */
export async function asRole(actor: Actor, userId: string, role: SupportRole, cursor?: string): Promise<AdaptPage> {
  const clientId = requireTenant(actor);
  if (userId !== actor.userId && !isAdminOrAbove(actor)) throw new AppError("adapt.no_access");
  const page = await db()
    .entities.adaptLink.query.byUser({ clientId, userId, role })
    .go({ limit: adaptLimits.listPage, order: "desc", ...(cursor ? { cursor } : {}) })
    .catch(badCursor(cursor));
  return { items: await summariesOf(actor, clientId, page.data), cursor: page.cursor ?? null };
}

/** GET track/{id}/members: the users tab, newest first, 50 a page: a Get of the track and one Query. */
export async function trackMembers(actor: Actor, trackId: string, cursor?: string): Promise<AdaptPage> {
  const track = await trackRunBy(actor, trackId);
  const page = await db()
    .entities.adaptation.query.byTrack({ clientId: track.clientId, trackId })
    .go({ limit: adaptLimits.membersPage, order: "desc", ...(cursor ? { cursor } : {}) })
    .catch(badCursor(cursor));
  const day = today();
  return { items: page.data.map((adaptation) => adaptSummary(adaptation, track, day)), cursor: page.cursor ?? null };
}

/** Every adaptation of a track (deleting a track, the analytics of its polls): Query pages of ~1,000. */
export async function adaptationsOf(track: AdaptTrackRecord): Promise<AdaptationRecord[]> {
  const { data } = await db()
    .entities.adaptation.query.byTrack({ clientId: track.clientId, trackId: track.trackId })
    .go({ pages: "all" });
  return data;
}
