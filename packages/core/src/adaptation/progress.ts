import type { Actor } from "@intranet/contracts";
import type { AdaptView, PlanStepView } from "@intranet/contracts/adaptation";
import { backoff, defaultRetry } from "../db";
import { AppError } from "../platform";
import type { AdaptationRecord } from "./adaptation.entity";
import { planOf, type Progress, stagesFor } from "./plan";
import { saveAdaptation } from "./save";
import { seenAdaptation, type Seen } from "./store";
import { type Notice, pushChanged, tell } from "./tell";
import { adaptationsChanged } from "./events";
import { finishedNotice } from "./timer";
import { adaptView, today } from "./views";

interface StepChange {
  progress: Progress;
  doneOrder: string[];
  notices: Notice[];
}

/**
 * A change of one person's steps: decided on the adaptation as read (`change` throws the rule it
 * breaks), written on its revision, and decided again on a fresh read if someone changed it
 * meanwhile (the timer opening a step, the mentor); then the people concerned are told, the timer
 * follows, and their open pages read it again.
 */
async function changeSteps(
  actor: Actor,
  adaptId: string,
  change: (seen: Seen, step: (id: string) => PlanStepView, day: string) => StepChange,
): Promise<AdaptView> {
  for (let attempt = 0; attempt < defaultRetry.maxAttempts; attempt++) {
    const seen = await seenAdaptation(actor, adaptId);
    const { adaptation, track } = seen;
    const day = today();
    const plan = planOf(stagesFor(track, adaptation.scenarioId), adaptation, day);
    const step = (id: string) => {
      const found = plan.steps.find((candidate) => candidate._id === id);
      if (!found) throw new AppError("adapt.step_not_found");
      return found;
    };
    const { progress, doneOrder, notices } = change(seen, step, day);
    const saved = await saveAdaptation(track, adaptation, { ...adaptation, progress, doneOrder }, day);
    if (!saved) {
      await backoff(attempt);
      continue;
    }
    if (saved.finishedNow) notices.push(finishedNotice(saved.adaptation));
    await tell(saved.adaptation, track, notices);
    await adaptationsChanged(adaptation.clientId, [adaptId]);
    await pushChanged(saved.adaptation, actor.userId);
    return adaptView(actor, saved.adaptation, track, seen.can);
  }
  throw new AppError("common.conflict");
}

const copyOf = (adaptation: AdaptationRecord) => ({
  progress: structuredClone(adaptation.progress as Progress),
  doneOrder: [...adaptation.doneOrder],
});

/**
 * POST {adaptation}/finish/{step}: an open step done. The newcomer's checked task waits for the
 * mentor or HR (`review`, they are told); theirs is confirmed by them. The mentor and HR are told
 * of a step the newcomer finished.
 */
export function finishStep(actor: Actor, adaptId: string, stepId: string): Promise<AdaptView> {
  return changeSteps(actor, adaptId, ({ adaptation, can }, stepOf, day) => {
    if (!can.finish) throw new AppError("adapt.no_access");
    if (adaptation.status !== "running") throw new AppError("adapt.not_running");
    const step = stepOf(stepId);
    if (step.state === "locked") throw new AppError("adapt.step_locked");
    if (step.state !== "open" && !(step.state === "review" && can.manage)) throw new AppError("adapt.step_not_open");
    // A poll step is the newcomer's answer (the poll's own event finishes it); their mentor or HR may still close it.
    if (step.kind === "poll" && !can.manage) throw new AppError("adapt.answer_poll");
    const { progress, doneOrder } = copyOf(adaptation);
    const at = new Date().toISOString();
    const support = [adaptation.mentorId, adaptation.hrId];
    const stepRef = { id: step._id, name: step.name };
    if (step.check && step.state === "open" && !can.manage) {
      progress[step._id] = { ...progress[step._id], s: "review", at, by: actor.userId };
      return {
        progress,
        doneOrder,
        notices: [
          {
            template: "adapt.step_review",
            to: support,
            step: stepRef,
            key: `${step._id}:review:${at}`,
            actorId: actor.userId,
          },
        ],
      };
    }
    progress[step._id] = { ...progress[step._id], s: "done", at, by: actor.userId };
    doneOrder.push(step._id);
    const byNewcomer = actor.userId === adaptation.userId;
    return {
      progress,
      doneOrder,
      notices: byNewcomer
        ? [
            {
              template: "adapt.step_finished",
              to: support,
              step: stepRef,
              key: `${step._id}:done:${day}`,
              actorId: actor.userId,
            },
          ]
        : [],
    };
  });
}

/** POST {id}/unfinish: rolls back one step — the last one done is open again (mentor, HR). */
export function unfinish(actor: Actor, adaptId: string): Promise<AdaptView> {
  return changeSteps(actor, adaptId, ({ adaptation, can }) => {
    if (!can.manage) throw new AppError("adapt.no_access");
    const { progress, doneOrder } = copyOf(adaptation);
    const last = doneOrder.pop();
    if (!last || progress[last]?.s !== "done") throw new AppError("adapt.nothing_to_roll_back");
    progress[last] = { ...progress[last], s: "open" };
    return { progress, doneOrder, notices: [] };
  });
}

/** POST {id}/resume/{step}: a done, waiting or deleted step open again for this person (mentor, HR). */
export function resumeStep(actor: Actor, adaptId: string, stepId: string): Promise<AdaptView> {
  return changeSteps(actor, adaptId, ({ adaptation, can }, stepOf) => {
    if (!can.manage) throw new AppError("adapt.no_access");
    const step = stepOf(stepId);
    if (step.state === "locked") throw new AppError("adapt.step_locked");
    const { progress, doneOrder } = copyOf(adaptation);
    progress[step._id] = { ...progress[step._id], s: "open" };
    return { progress, doneOrder: doneOrder.filter((id) => id !== step._id), notices: [] };
  });
}

/** POST {id}/del/{step}: the step deleted for this person only (mentor, HR); `resume` brings it back. */
export function deletePersonStep(actor: Actor, adaptId: string, stepId: string): Promise<AdaptView> {
  return changeSteps(actor, adaptId, ({ adaptation, can }, stepOf) => {
    if (!can.manage) throw new AppError("adapt.no_access");
    const step = stepOf(stepId);
    const { progress, doneOrder } = copyOf(adaptation);
    progress[step._id] = { ...progress[step._id], s: "skipped", at: new Date().toISOString(), by: actor.userId };
    return { progress, doneOrder: doneOrder.filter((id) => id !== step._id), notices: [] };
  });
}
