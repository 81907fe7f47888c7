import type {
  AdaptProgress,
  PlanStageView,
  PlanStepView,
  ScenarioView,
  StageView,
  StepState,
  StepView,
  TrackSettingsView,
} from "@intranet/contracts/adaptation";
import { addDays } from "../platform";
import type { AdaptationRecord } from "./adaptation.entity";
import type { AdaptTrackRecord } from "./track.entity";

/**
 * A step's state for one person, once something happened to it: `s` its state (absent: locked
 * until its day, then open), `at` and `by` when and by whom it last changed, `n` the opening was
 * handled (the newcomer told, an award paid), `ov` the mentor and HR were told it is overdue.
 */
export interface StepProgress {
  s?: Exclude<StepState, "locked">;
  at?: string;
  by?: string;
  n?: true;
  ov?: true;
}
export type Progress = Record<string, StepProgress>;

/** The stage the track's settings (award days, polls) add to every plan. */
export const EXTRA_STAGE = "extra";

const blankStep = (id: string, kind: StepView["kind"], day: number): StepView => ({
  _id: id,
  kind,
  name: "",
  text: "",
  daysBeforeRun: day,
  daysToComplete: kind === "poll" ? 7 : 1,
  notify: true,
  check: false,
  amount: 0,
  achievementId: null,
  articleId: null,
  url: null,
  pollId: null,
});

/** The settings' award days and polls as steps of a last stage (an award day has no name: the SPA names it by its day). */
export function extraStage(settings: TrackSettingsView): StageView | undefined {
  const steps: StepView[] = [
    ...settings.awardDays.map((award) => ({
      ...blankStep(`day-${award.day}`, "award", award.day),
      amount: award.amount,
      achievementId: award.achievementId,
    })),
    ...settings.polls.map((poll) => ({
      ...blankStep(`poll-${poll.pollId}`, "poll", poll.day),
      name: poll.name,
      pollId: poll.pollId,
    })),
  ].sort((a, b) => a.daysBeforeRun - b.daysBeforeRun);
  return steps.length ? { _id: EXTRA_STAGE, name: "", steps } : undefined;
}

export const scenariosOf = (track: Pick<AdaptTrackRecord, "scenarios">) => track.scenarios as ScenarioView[];
export const settingsOf = (track: Pick<AdaptTrackRecord, "settings">) => track.settings as TrackSettingsView;

/** The stages a person on `scenarioId` follows: the scenario's (the first when it is gone), then the extra one. */
export function stagesFor(track: AdaptTrackRecord, scenarioId: string): StageView[] {
  const scenarios = scenariosOf(track);
  const scenario = scenarios.find((candidate) => candidate._id === scenarioId) ?? scenarios[0];
  const extra = extraStage(settingsOf(track));
  return [...(scenario?.stages ?? []), ...(extra ? [extra] : [])];
}

/** The day the adaptation is at: while stopped, the day it stopped (its steps wait). */
export function dayOf(adaptation: Pick<AdaptationRecord, "status" | "stoppedOn">, today: string): string {
  return adaptation.status === "stopped" && adaptation.stoppedOn ? adaptation.stoppedOn : today;
}

export interface Plan {
  stages: PlanStageView[];
  steps: Array<PlanStepView & { stageId: string }>;
  progress: AdaptProgress;
  next: { name: string; opensOn: string } | null;
}

type PlanFields = Pick<AdaptationRecord, "status" | "stoppedOn" | "startDay" | "shiftDays" | "progress">;

/** A person's plan on `today`: every step's state, days and lateness. */
export function planOf(stages: StageView[], adaptation: PlanFields, today: string): Plan {
  const day = dayOf(adaptation, today);
  const progress = adaptation.progress as Progress;
  const planStages = stages.map((stage) => ({
    _id: stage._id,
    name: stage.name,
    steps: stage.steps.map((step): PlanStepView => {
      const entry = progress[step._id];
      const opensOn = addDays(adaptation.startDay, step.daysBeforeRun + adaptation.shiftDays);
      const dueOn = addDays(opensOn, step.daysToComplete);
      const state: StepState = entry?.s ?? (opensOn <= day ? "open" : "locked");
      const finished = state === "done" || state === "skipped";
      return {
        ...step,
        state,
        opensOn,
        dueOn,
        overdue: state === "open" && day > dueOn,
        doneAt: finished ? (entry?.at ?? null) : null,
        doneBy: finished ? (entry?.by ?? null) : null,
      };
    }),
  }));
  const steps = planStages.flatMap((stage) => stage.steps.map((step) => ({ ...step, stageId: stage._id })));
  const counted = steps.filter((step) => step.state !== "skipped");
  const upcoming = steps
    .filter((step) => step.state === "open" || step.state === "locked")
    .sort((a, b) => a.opensOn.localeCompare(b.opensOn));
  return {
    stages: planStages,
    steps,
    progress: {
      done: counted.filter((step) => step.state === "done").length,
      total: counted.length,
      overdue: steps.filter((step) => step.overdue).length,
    },
    next: upcoming[0] ? { name: upcoming[0].name, opensOn: upcoming[0].opensOn } : null,
  };
}

/** Every step done or skipped (a plan with no step is not finished: there is nothing yet to go through). */
export const allDone = (plan: Plan) =>
  plan.steps.length > 0 && plan.steps.every((step) => step.state === "done" || step.state === "skipped");

/** Stages whose every step is done or skipped. */
export const stagesDone = (plan: Plan) =>
  plan.stages
    .filter(
      (stage) => stage.steps.length && stage.steps.every((step) => step.state === "done" || step.state === "skipped"),
    )
    .map((stage) => stage._id);
