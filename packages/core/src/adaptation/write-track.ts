import { AppError } from "../platform";
import { isConditionFailure } from "../db";
import { db } from "./entities";
import type { AdaptTrackRecord } from "./track.entity";

type TrackChanges = Partial<
  Pick<AdaptTrackRecord, "name" | "description" | "hrIds" | "active" | "scenarios" | "settings">
>;

/**
 * One edit of a track, on the revision the editor saw (`revision`; none: the one just read): a
 * change by someone else meanwhile is 409 `adapt.already_changed`, and the editor reloads.
 */
export async function writeTrack(
  seen: AdaptTrackRecord,
  changes: TrackChanges,
  revision = seen.revision,
): Promise<AdaptTrackRecord> {
  if (revision !== seen.revision) throw new AppError("adapt.already_changed");
  const updatedAt = new Date().toISOString();
  try {
    await db()
      .entities.adaptTrack.patch({ clientId: seen.clientId, trackId: seen.trackId })
      .set({ ...changes, revision: seen.revision + 1, updatedAt })
      .where((attributes, { eq }) => eq(attributes.revision, seen.revision))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError("adapt.already_changed");
    throw error;
  }
  return { ...seen, ...changes, revision: seen.revision + 1, updatedAt };
}
