import type { Actor } from "@intranet/contracts";
import type { TrackAnalyticsView, TrackCounts } from "@intranet/contracts/adaptation";
import { pollNames } from "../polls";
import { db } from "./entities";
import { extraStage, scenariosOf, settingsOf } from "./plan";
import { trackRunBy } from "./store";
import type { AdaptTrackRecord } from "./track.entity";

/**
 * GET track/{id}/analytics: the track's counters, its stages' days and its polls' answers — a Get,
 * a Query of its figures and a BatchGet of its polls' names, whatever the number of people.
 */
export async function trackAnalytics(actor: Actor, trackId: string): Promise<TrackAnalyticsView> {
  const track = await trackRunBy(actor, trackId);
  const { data: stats } = await db()
    .entities.adaptStageStat.query.byTrack({ clientId: track.clientId, trackId })
    .go({ pages: "all" });
  const byKey = new Map(stats.map((stat) => [stat.stageId, stat]));
  // Every scenario's stages (people follow different ones), then the extra tab's.
  const extra = extraStage(settingsOf(track));
  const stages = [...scenariosOf(track).flatMap((scenario) => scenario.stages), ...(extra ? [extra] : [])];
  const pollIds = [
    ...new Set(stages.flatMap((stage) => stage.steps.flatMap((step) => (step.pollId ? [step.pollId] : [])))),
  ];
  const names = pollIds.length ? await pollNames(track.clientId, pollIds) : new Map<string, string>();
  return {
    ...trackCounts(track),
    overdueSteps: Math.max(0, track.overdue ?? 0),
    stages: stages.map((stage) => {
      const stat = byKey.get(stage._id);
      const finished = stat?.finished ?? 0;
      return {
        _id: stage._id,
        name: stage.name,
        finished,
        averageDays: finished ? Math.round(((stat?.days ?? 0) / finished) * 10) / 10 : null,
      };
    }),
    polls: pollIds.map((pollId) => {
      const stat = byKey.get(`poll:${pollId}`);
      return { pollId, name: names.get(pollId) ?? "", asked: stat?.asked ?? 0, answered: stat?.answered ?? 0 };
    }),
  };
}

/**
 * The company's adaptations by state and its overdue steps, over every track: the analytics
 * module's adaptation report (analytics/adaptations) reads these, one Query whatever the people.
 */
export async function companyAdaptationCounts(
  clientId: string,
): Promise<TrackCounts & { overdueSteps: number; tracks: number }> {
  const { data } = await db().entities.adaptTrack.query.byClient({ clientId }).go({ pages: "all" });
  const sum = { running: 0, stopped: 0, finished: 0, overdueSteps: 0, tracks: data.length };
  for (const track of data) {
    const counts = trackCounts(track);
    sum.running += counts.running;
    sum.stopped += counts.stopped;
    sum.finished += counts.finished;
    sum.overdueSteps += Math.max(0, track.overdue ?? 0);
  }
  return sum;
}

/** A track's adaptations by state (the analytics module's adaptation report reads these too). */
export const trackCounts = (track: AdaptTrackRecord): TrackCounts => ({
  running: Math.max(0, track.running ?? 0),
  stopped: Math.max(0, track.stopped ?? 0),
  finished: Math.max(0, track.finished ?? 0),
});
