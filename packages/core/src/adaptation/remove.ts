import { mapLimited } from "../platform";
import { deleteAdaptation } from "./members";
import { adaptationsOf } from "./lists";
import { db } from "./entities";
import type { AdaptTrackRecord } from "./track.entity";

/** A track about to be deleted: its (finished) adaptations, their seats and links, and its stage stats. */
export async function removeFinishedOf(track: AdaptTrackRecord): Promise<void> {
  const adaptations = await adaptationsOf(track);
  await mapLimited(adaptations, 8, (adaptation) => deleteAdaptation(adaptation, false));
  const { data: stats } = await db()
    .entities.adaptStageStat.query.byTrack({ clientId: track.clientId, trackId: track.trackId })
    .go({ pages: "all" });
  if (stats.length) await db().entities.adaptStageStat.delete(stats).go();
}
