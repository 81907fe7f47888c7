import { createHash } from "node:crypto";
import * as z from "zod/mini";
import { addDays, clock, isoDay } from "../platform";
import { jobScheduler } from "../scheduler";
import { payModuleAward } from "../shop";
import type { AdaptationRecord } from "./adaptation.entity";
import { planOf, type Plan, type Progress, stagesFor } from "./plan";
import { saveAdaptation } from "./save";
import { findAdaptation, findTrack } from "./store";
import { type Notice, pushChanged, tell } from "./tell";
import type { AdaptTrackRecord } from "./track.entity";

/**
 * The per-person timer (docs/modules/adaptation.md, "Steps on their day"): ONE one-time schedule
 * per adaptation, always set on its next moment — a step's day comes, or an open step becomes
 * overdue — and each run handles what is due and sets the following one (as the calendar's
 * reminders do), rather than a schedule per step. A run re-reads the adaptation: a stopped, moved
 * or deleted one is handled as it is now, and a run twice changes and tells nothing more.
 */
export const STEP_JOB = "adaptation-step";
/** Steps open, and lateness is told, at this hour (UTC) of their day. */
const HOUR = "06:00:00.000Z";
const SOON_MS = 5_000;

export function timerName(tenantId: string, adaptId: string): string {
  const name = `adapt-${tenantId}-${adaptId}`;
  if (/^[A-Za-z0-9_.-]{1,64}$/.test(name)) return name;
  return `adapt-${createHash("sha256").update(`${tenantId}\n${adaptId}`).digest("hex").slice(0, 40)}`;
}

/** The next day something is due: a locked step opens, or an open one not yet told late becomes overdue. */
function nextDay(plan: Plan, progress: Progress): string | undefined {
  const days = plan.steps.flatMap((step) => {
    if (step.state === "locked") return [step.opensOn];
    if (step.state === "open" && !progress[step._id]?.ov) return [addDays(step.dueOn, 1)];
    return [];
  });
  return days.sort()[0];
}

/** Steps due now: open but not yet handled (told, paid), or late and not yet told. */
const dueNow = (plan: Plan, progress: Progress) =>
  plan.steps.some(
    (step) => (step.state === "open" && !progress[step._id]?.n) || (step.overdue && !progress[step._id]?.ov),
  );

/** Sets (or removes) the adaptation's schedule on its next moment; something due already: in a few seconds. */
export async function scheduleNext(adaptation: AdaptationRecord, track: AdaptTrackRecord): Promise<string> {
  const name = timerName(adaptation.clientId, adaptation.adaptId);
  if (adaptation.status !== "running") {
    await jobScheduler().remove(name);
    return "no timer";
  }
  const now = clock().now();
  const plan = planOf(stagesFor(track, adaptation.scenarioId), adaptation, isoDay(now));
  const progress = adaptation.progress as Progress;
  const day = nextDay(plan, progress);
  const due = dueNow(plan, progress);
  if (!due && !day) {
    await jobScheduler().remove(name);
    return "no timer";
  }
  const at = due
    ? new Date(now.getTime() + SOON_MS)
    : new Date(Math.max(Date.parse(`${day}T${HOUR}`), now.getTime() + SOON_MS));
  await jobScheduler().upsert({
    name,
    at: at.toISOString(),
    job: STEP_JOB,
    payload: { tenantId: adaptation.clientId, adaptId: adaptation.adaptId },
    retries: 2,
  });
  return `timer at ${at.toISOString()}`;
}

const id = z.string().check(z.minLength(1), z.maxLength(64));
const payloadSchema = z.object({ tenantId: id, adaptId: id });

/**
 * Job `adaptation-step`: opens the steps whose day came (tells the newcomer when the step says so,
 * pays an award step through the shop — once, by its award key — and marks it done), tells the
 * mentor and HR of steps gone overdue, tells the chief when the adaptation is through; then sets
 * the next schedule.
 */
export async function runStepTimer(payload: unknown): Promise<string> {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return "ignored";
  const { tenantId, adaptId } = parsed.data;
  const outcome = await openDueSteps(tenantId, adaptId);
  if (outcome.current) await scheduleNext(outcome.current.adaptation, outcome.current.track);
  else await jobScheduler().remove(timerName(tenantId, adaptId));
  return outcome.summary;
}

/**
 * What is due now on one adaptation (steps to open, lateness to tell), handled and written — the
 * timer's work without setting the next schedule (a new adaptation's day-one steps open at once,
 * and its `adaptation.changed` sets the timer). Re-read and tried again when someone wrote meanwhile.
 */
export async function openDueSteps(
  tenantId: string,
  adaptId: string,
): Promise<{ summary: string; current?: { adaptation: AdaptationRecord; track: AdaptTrackRecord } }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const adaptation = await findAdaptation(tenantId, adaptId);
    const track = adaptation && (await findTrack(tenantId, adaptation.trackId));
    if (!adaptation || !track) return { summary: "gone" };
    if (adaptation.status !== "running") return { summary: adaptation.status, current: { adaptation, track } };
    const outcome = await handleDue(adaptation, track);
    if (outcome === false) continue; // changed meanwhile: read it again
    return { summary: outcome.summary, current: { adaptation: outcome.adaptation, track } };
  }
  return { summary: "busy" };
}

/** The subscriber's part: the timer follows a changed (or deleted) adaptation. */
export async function followTimer(tenantId: string, adaptId: string): Promise<string> {
  const adaptation = await findAdaptation(tenantId, adaptId);
  const track = adaptation && (await findTrack(tenantId, adaptation.trackId));
  if (!adaptation || !track) {
    await jobScheduler().remove(timerName(tenantId, adaptId));
    return "no timer";
  }
  return scheduleNext(adaptation, track);
}

async function handleDue(
  adaptation: AdaptationRecord,
  track: AdaptTrackRecord,
): Promise<{ adaptation: AdaptationRecord; summary: string } | false> {
  const today = isoDay(clock().now());
  const plan = planOf(stagesFor(track, adaptation.scenarioId), adaptation, today);
  const progress: Progress = structuredClone(adaptation.progress as Progress);
  const doneOrder = [...adaptation.doneOrder];
  const notices: Notice[] = [];
  const awards: Array<() => Promise<boolean>> = [];
  let opened = 0;
  let late = 0;
  for (const step of plan.steps) {
    const entry = (progress[step._id] ??= {});
    if (step.state === "open" && !entry.n) {
      entry.n = true;
      opened++;
      if (step.kind === "award") {
        // Paid once whatever the runs: the award key is the adaptation's step.
        awards.push(() =>
          payModuleAward(
            adaptation.clientId,
            "adaptation",
            { amount: step.amount, achievement: step.achievementId },
            adaptation.userId,
            `adapt:${adaptation.adaptId}:${step._id}`,
          ),
        );
        Object.assign(entry, { s: "done", at: new Date().toISOString(), by: "system" });
        doneOrder.push(step._id);
      } else if (step.notify) {
        notices.push({
          template: "adapt.step_opened",
          to: [adaptation.userId],
          step: { id: step._id, name: step.name },
          key: `${step._id}:open:${step.opensOn}`,
        });
      }
    }
    if (step.overdue && !entry.ov) {
      entry.ov = true;
      late++;
      notices.push({
        template: "adapt.step_overdue",
        to: [adaptation.mentorId, adaptation.hrId],
        step: { id: step._id, name: step.name },
        key: `${step._id}:late:${step.dueOn}`,
      });
    }
    if (!Object.keys(entry).length) delete progress[step._id];
  }
  if (!opened && !late) return { adaptation, summary: "nothing due" };
  // Awards first: paid and then the write lost, the next run pays nothing more (the award key).
  for (const pay of awards) await pay();
  const saved = await saveAdaptation(track, adaptation, { ...adaptation, progress, doneOrder }, today);
  if (!saved) return false;
  if (saved.finishedNow) notices.push(finishedNotice(saved.adaptation));
  await tell(saved.adaptation, track, notices);
  await pushChanged(saved.adaptation, "system");
  return { adaptation: saved.adaptation, summary: `opened ${opened}, overdue ${late}` };
}

/** The end: the chief is told, and the mentor and HR. */
export const finishedNotice = (adaptation: AdaptationRecord): Notice => ({
  template: "adapt.finished",
  to: [adaptation.chiefId, adaptation.mentorId, adaptation.hrId],
  key: `finished:${adaptation.finishedAt}`,
});
