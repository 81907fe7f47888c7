import { named, type NamedCommit, writeTransaction } from "../db";
import { AppError, daysBetween } from "../platform";
import type { AdaptationRecord } from "./adaptation.entity";
import { allDone, planOf, type Plan, type Progress, stagesDone, stagesFor } from "./plan";
import type { AdaptTrackRecord } from "./track.entity";

type Status = AdaptationRecord["status"];

/** Steps the mentor and HR were told are overdue and that are still open: the track's `overdue` counter counts these. */
function flaggedOverdue(plan: Plan, progress: Progress): number {
  return plan.steps.filter((step) => step.state === "open" && progress[step._id]?.ov).length;
}

export interface Saved {
  adaptation: AdaptationRecord;
  /** It became finished with this change (the chief is told). */
  finishedNow: boolean;
  plan: Plan;
}

/**
 * Writes a changed adaptation on the revision it was read at (`false` when someone changed it
 * meanwhile: the caller reads it again), in one transaction with what the change moves on its
 * track: adaptations by state, overdue steps, and the days of each stage just finished (counted once
 * per adaptation and stage). An adaptation whose every step is done or skipped becomes finished.
 */
export async function saveAdaptation(
  track: AdaptTrackRecord,
  before: AdaptationRecord,
  changed: AdaptationRecord,
  today: string,
): Promise<Saved | false> {
  const stages = stagesFor(track, changed.scenarioId);
  const oldPlan = planOf(stages, before, today);
  let plan = planOf(stages, changed, today);
  const next: AdaptationRecord = { ...changed, revision: before.revision + 1 };
  if (next.status === "running" && allDone(plan)) {
    next.status = "finished";
    next.finishedAt = new Date().toISOString();
  } else if (next.status === "finished" && !allDone(plan)) {
    // A step opened again (rolled back, resumed): the adaptation goes on.
    next.status = "running";
    delete next.finishedAt;
  }
  plan = planOf(stages, next, today);
  const fresh = stagesDone(plan).filter((stageId) => !next.stagesCounted.includes(stageId));
  next.stagesCounted = [...next.stagesCounted, ...fresh];
  const stageDays = Math.max(0, daysBetween(next.startDay, today) - next.shiftDays);
  const counters = stateDelta(before.status, next.status);
  const polls = pollDeltas(oldPlan, plan, before.progress as Progress, next.progress as Progress, next.userId);
  const overdue =
    flaggedOverdue(plan, next.progress as Progress) - flaggedOverdue(oldPlan, before.progress as Progress);
  if (overdue) counters.overdue = overdue;

  const { clientId, adaptId } = next;
  const outcome = await writeTransaction((e) => {
    let update = e.adaptation.patch({ clientId, adaptId }).set({
      status: next.status,
      shiftDays: next.shiftDays,
      progress: next.progress,
      doneOrder: next.doneOrder,
      stagesCounted: next.stagesCounted,
      revision: next.revision,
      ...(next.mentorId ? { mentorId: next.mentorId } : {}),
      ...(next.hrId ? { hrId: next.hrId } : {}),
      ...(next.stoppedOn ? { stoppedOn: next.stoppedOn } : {}),
      ...(next.finishedAt ? { finishedAt: next.finishedAt } : {}),
    });
    const unset = (["stoppedOn", "finishedAt", "mentorId", "hrId"] as const).filter((key) => !next[key] && before[key]);
    if (unset.length) update = update.remove([...unset]);
    const commits: NamedCommit[] = [
      named("adaptation", update.where((a, op) => op.eq(a.revision, before.revision)).commit()),
    ];
    if (Object.keys(counters).length)
      commits.push(named("track", e.adaptTrack.update({ clientId, trackId: next.trackId }).add(counters).commit()));
    for (const stageId of fresh)
      commits.push(
        named(
          `stage-${stageId}`,
          e.adaptStageStat
            .update({ clientId, trackId: next.trackId, stageId })
            .add({ finished: 1, days: stageDays })
            .commit(),
        ),
      );
    for (const [pollId, delta] of polls)
      commits.push(
        named(
          `poll-${pollId}`,
          e.adaptStageStat
            .update({ clientId, trackId: next.trackId, stageId: `poll:${pollId}` })
            .add(delta)
            .commit(),
        ),
      );
    return commits;
  });
  if (outcome.failed("adaptation")) return false;
  if (!outcome.ok) throw new AppError("common.conflict");
  return { adaptation: next, finishedNow: before.status !== "finished" && next.status === "finished", plan };
}

/**
 * What a change moves on the track's poll figures: a poll step asked (its opening handled for the
 * first time) and answered (done by the newcomer — their answer —, and not before).
 */
function pollDeltas(oldPlan: Plan, plan: Plan, before: Progress, after: Progress, newcomerId: string) {
  const deltas = new Map<string, { asked?: number; answered?: number }>();
  const oldState = new Map(oldPlan.steps.map((step) => [step._id, step.state]));
  for (const step of plan.steps) {
    if (step.kind !== "poll" || !step.pollId) continue;
    const delta: { asked?: number; answered?: number } = {};
    if (after[step._id]?.n && !before[step._id]?.n) delta.asked = 1;
    const answeredNow =
      step.state === "done" && oldState.get(step._id) !== "done" && after[step._id]?.by === newcomerId;
    if (answeredNow && !before[step._id]?.at) delta.answered = 1;
    if (delta.asked || delta.answered) deltas.set(step.pollId, { ...deltas.get(step.pollId), ...delta });
  }
  return deltas;
}

/** What a change of state moves on the track's counters. */
export function stateDelta(
  from: Status | undefined,
  to: Status | undefined,
): Partial<Record<Status | "overdue", number>> {
  const delta: Partial<Record<Status | "overdue", number>> = {};
  if (from === to) return delta;
  if (from) delta[from] = -1;
  if (to) delta[to] = 1;
  return delta;
}
