import type { Actor } from "@intranet/contracts";
import type { AdaptSummary, AdaptView, TrackSummary, TrackView } from "@intranet/contracts/adaptation";
import { clock, isoDay } from "../platform";
import { type AdaptCan, rolesOn, runsTrack } from "./access";
import type { AdaptationRecord } from "./adaptation.entity";
import { planOf, scenariosOf, settingsOf, stagesFor } from "./plan";
import type { AdaptTrackRecord } from "./track.entity";

export const today = () => isoDay(clock().now());

export function trackSummary(track: AdaptTrackRecord): TrackSummary {
  return {
    _id: track.trackId,
    client_id: track.clientId,
    name: track.name,
    description: track.description,
    active: track.active,
    hrIds: track.hrIds,
    counts: { running: track.running ?? 0, stopped: track.stopped ?? 0, finished: track.finished ?? 0 },
    steps: scenariosOf(track)[0]?.stages.reduce((sum, stage) => sum + stage.steps.length, 0) ?? 0,
    updatedAt: track.updatedAt,
  };
}

/** Running or stopped adaptations hold the track's steps (they cannot be deleted then). */
export const inProgress = (track: AdaptTrackRecord) => (track.running ?? 0) + (track.stopped ?? 0) > 0;

export function trackView(actor: Actor, track: AdaptTrackRecord): TrackView {
  const runs = runsTrack(actor, track);
  return {
    ...trackSummary(track),
    scenarios: scenariosOf(track),
    settings: settingsOf(track),
    revision: track.revision,
    inProgress: inProgress(track),
    can: { edit: runs, delete: runs && !inProgress(track) },
  };
}

export function adaptSummary(adaptation: AdaptationRecord, track: AdaptTrackRecord, day = today()): AdaptSummary {
  const plan = planOf(stagesFor(track, adaptation.scenarioId), adaptation, day);
  return {
    _id: adaptation.adaptId,
    client_id: adaptation.clientId,
    trackId: adaptation.trackId,
    trackName: track.name,
    scenarioId: adaptation.scenarioId,
    userId: adaptation.userId,
    mentorId: adaptation.mentorId ?? null,
    chiefId: adaptation.chiefId ?? null,
    hrId: adaptation.hrId ?? null,
    status: adaptation.status,
    startDay: adaptation.startDay,
    progress: plan.progress,
    next: adaptation.status === "finished" ? null : plan.next,
    finishedAt: adaptation.finishedAt ?? null,
  };
}

export function adaptView(
  actor: Actor,
  adaptation: AdaptationRecord,
  track: AdaptTrackRecord,
  can: AdaptCan,
): AdaptView {
  const day = today();
  const plan = planOf(stagesFor(track, adaptation.scenarioId), adaptation, day);
  return {
    ...adaptSummary(adaptation, track, day),
    stages: plan.stages,
    roles: rolesOn(actor, adaptation),
    can: { finish: can.finish && adaptation.status === "running", manage: can.manage, track: runsTrack(actor, track) },
    today: day,
    revision: adaptation.revision,
  };
}
