import type { AdaptRole, StepKind } from "./schemas";

/** A step of a track, as the editor and every plan show it. */
export interface StepView {
  _id: string;
  kind: StepKind;
  name: string;
  text: string;
  daysBeforeRun: number;
  daysToComplete: number;
  notify: boolean;
  check: boolean;
  amount: number;
  achievementId: string | null;
  articleId: string | null;
  url: string | null;
  pollId: string | null;
}

export interface StageView {
  _id: string;
  name: string;
  steps: StepView[];
}

export interface ScenarioView {
  _id: string;
  name: string;
  stages: StageView[];
}

export interface AwardDayView {
  day: number;
  amount: number;
  achievementId: string | null;
}
export interface PollDayView {
  day: number;
  pollId: string;
  /** The poll's name when the settings were saved (the step's name in every plan). */
  name: string;
}
export interface TrackSettingsView {
  awardDays: AwardDayView[];
  polls: PollDayView[];
}

/** Adaptations of a track by state (the users and analytics tabs; the analytics module's report). */
export interface TrackCounts {
  running: number;
  stopped: number;
  finished: number;
}

/** A track in the list (/adaptation, admins and HR). */
export interface TrackSummary {
  _id: string;
  client_id: string;
  name: string;
  description: string;
  active: boolean;
  hrIds: string[];
  counts: TrackCounts;
  /** Steps of its first scenario. */
  steps: number;
  updatedAt: string;
}

/** A track with its scenarios (the editor, /adaptation/{_id}); `revision` goes back with every edit. */
export interface TrackView extends TrackSummary {
  scenarios: ScenarioView[];
  settings: TrackSettingsView;
  revision: number;
  /** Whether some adaptation of the track is running or stopped (then its steps cannot be deleted). */
  inProgress: boolean;
  can: { edit: boolean; delete: boolean };
}

/**
 * A step in a person's plan: `locked` until its day, then `open`; `review` once a checked task is
 * marked done and waits for the mentor or HR; `done`; `skipped` when deleted for this person.
 */
export type StepState = "locked" | "open" | "review" | "done" | "skipped";

export interface PlanStepView extends StepView {
  state: StepState;
  /** The day it opens (ISO date), the stops of the adaptation counted. */
  opensOn: string;
  /** The last day to finish it. */
  dueOn: string;
  overdue: boolean;
  doneAt: string | null;
  /** Who finished it (the newcomer, their mentor or HR; the system for awards). */
  doneBy: string | null;
}

/**
 * A stage of a person's plan. The last one, `_id` "extra", holds the track's settings (award days and
 * polls) and has no name; its award steps have none either (the SPA names them by kind and day), its
 * poll steps carry the poll's name.
 */
export interface PlanStageView {
  _id: string;
  name: string;
  steps: PlanStepView[];
}

/** `running`: steps open on their days; `stopped`: they wait; `finished`: every step done or skipped. */
export type AdaptStatus = "running" | "stopped" | "finished";

export interface AdaptProgress {
  done: number;
  total: number;
  overdue: number;
}

/** A person's adaptation in the lists (my people, the users tab, a newcomer's tracks). */
export interface AdaptSummary {
  _id: string;
  client_id: string;
  trackId: string;
  trackName: string;
  scenarioId: string;
  userId: string;
  mentorId: string | null;
  chiefId: string | null;
  hrId: string | null;
  status: AdaptStatus;
  /** The first day (ISO date). */
  startDay: string;
  progress: AdaptProgress;
  /** The next step to do or to open. */
  next: { name: string; opensOn: string } | null;
  finishedAt: string | null;
}

/** One person's adaptation (/adaptation/user/{adapt_id}) as the caller may see and act on it. */
export interface AdaptView extends AdaptSummary {
  stages: PlanStageView[];
  /** The caller's roles on it (admins and the track's HR who hold none: []). */
  roles: AdaptRole[];
  can: {
    /** Mark open steps done (the newcomer; the mentor and HR). */
    finish: boolean;
    /** Confirm checked tasks, roll back, resume, delete steps, run and stop, change people. */
    manage: boolean;
    /** Open the track's editor (admins and the track's HR). */
    track: boolean;
  };
  today: string;
  revision: number;
}

export interface AdaptPage {
  items: AdaptSummary[];
  cursor: string | null;
}

export interface StageStatsView {
  _id: string;
  name: string;
  /** Adaptations that finished the stage, and their average days from the start to its end. */
  finished: number;
  averageDays: number | null;
}

export interface PollResultView {
  pollId: string;
  name: string;
  /** People who answered, of those it was asked of on this track. */
  answered: number;
  asked: number;
}

/** The analytics tab. */
export interface TrackAnalyticsView extends TrackCounts {
  overdueSteps: number;
  stages: StageStatsView[];
  polls: PollResultView[];
}
