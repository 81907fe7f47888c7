import type { StepView } from "@intranet/contracts/adaptation";
import type { useAdaptTranslation } from "./i18n";

type T = ReturnType<typeof useAdaptTranslation>["t"];

/**
 * A step's name: its own, or, for the award days and polls the track's extra tab adds to every
 * plan (they come without one), the kind and the day.
 */
export function stepName(t: T, step: Pick<StepView, "name" | "kind" | "daysBeforeRun">): string {
  if (step.name) return step.name;
  return step.kind === "poll"
    ? t("plan.pollStep", { day: step.daysBeforeRun })
    : t("plan.awardStep", { day: step.daysBeforeRun });
}

/** A stage's name; the extra tab's stage comes without one. */
export const stageName = (t: T, stage: { name: string }) => stage.name || t("plan.extraStage");

/** A scenario's name; a track's first scenario is made without one (the main one). */
export const scenarioName = (t: T, scenario: { name: string }) => scenario.name || t("scenario.main");
