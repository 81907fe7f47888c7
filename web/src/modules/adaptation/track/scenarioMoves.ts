import type { StageView, TrackView } from "@intranet/contracts/adaptation";

/** Where a dragged step lands: a stage, before the step it is dropped on (none: at the stage's end). */
export interface StepDrop {
  stepId: string;
  stageId: string;
  beforeId: string | null;
}

/** The stages with the step moved (within its stage or into another); null when nothing moves. */
export function moveStep(stages: readonly StageView[], drop: StepDrop): StageView[] | null {
  const from = stages.find((stage) => stage.steps.some((step) => step._id === drop.stepId));
  const step = from?.steps.find((candidate) => candidate._id === drop.stepId);
  if (!from || !step || drop.beforeId === drop.stepId) return null;
  const moved = stages.map((stage) => ({ ...stage, steps: stage.steps.filter((other) => other._id !== drop.stepId) }));
  const target = moved.find((stage) => stage._id === drop.stageId);
  if (!target) return null;
  const at = drop.beforeId ? target.steps.findIndex((other) => other._id === drop.beforeId) : -1;
  // Dropped on a later step of its own stage: it goes after that step (dnd-kit's sortable feel).
  const original = from.steps.findIndex((other) => other._id === drop.stepId);
  const overOriginal = drop.beforeId ? from.steps.findIndex((other) => other._id === drop.beforeId) : -1;
  const after = from._id === drop.stageId && overOriginal > original;
  if (at < 0) target.steps.push(step);
  else target.steps.splice(after ? at + 1 : at, 0, step);
  const before = from.steps.map((other) => other._id).join();
  const now = moved
    .find((stage) => stage._id === from._id)!
    .steps.map((other) => other._id)
    .join();
  return from._id === drop.stageId && before === now ? null : moved;
}

/** The track with one scenario's stages replaced (a move shown before the server answers). */
export const withStages = (track: TrackView, scenarioId: string, stages: StageView[]): TrackView => ({
  ...track,
  scenarios: track.scenarios.map((scenario) => (scenario._id === scenarioId ? { ...scenario, stages } : scenario)),
});
