import { batchWrite } from "../db";
import { newId } from "../platform";
import type { AdaptationRecord } from "./adaptation.entity";
import { db } from "./entities";
import type { AdaptLinkRecord } from "./link.entity";

/**
 * `count` running adaptations of made-up newcomers on a track, all followed by one mentor, written
 * straight to the table with their links (a company of 10,000 adaptations for a bench in seconds,
 * not a transaction and a timer each). Tests and benches only: the track's counters are not moved.
 */
export async function writeAdaptations(
  track: { clientId: string; trackId: string; scenarioId: string },
  mentorId: string,
  count: number,
): Promise<void> {
  const at = new Date().toISOString();
  const adaptations: AdaptationRecord[] = Array.from({ length: count }, () => ({
    clientId: track.clientId,
    adaptId: newId(),
    trackId: track.trackId,
    scenarioId: track.scenarioId,
    userId: newId(),
    mentorId,
    status: "running",
    startDay: at.slice(0, 10),
    shiftDays: 0,
    progress: {},
    doneOrder: [],
    stagesCounted: [],
    revision: 0,
    createdBy: mentorId,
    createdAt: at,
  }));
  const links: AdaptLinkRecord[] = adaptations.flatMap((adaptation) => [
    { clientId: track.clientId, userId: adaptation.userId, role: "newcomer" as const, adaptId: adaptation.adaptId },
    { clientId: track.clientId, userId: mentorId, role: "mentor" as const, adaptId: adaptation.adaptId },
  ]);
  await batchWrite((items) => db().entities.adaptation.put(items).go(), adaptations, ["clientId", "adaptId"]);
  await batchWrite((items) => db().entities.adaptLink.put(items).go(), links, [
    "clientId",
    "userId",
    "role",
    "adaptId",
  ]);
}
