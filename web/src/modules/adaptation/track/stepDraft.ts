import { adaptLimits, type StepFields, type StepKind, type StepView } from "@intranet/contracts/adaptation";
import type { FieldErrors } from "../../../forms/useFormErrors";

export type StepField = "name" | "daysBeforeRun" | "daysToComplete" | "amount" | "articleId" | "url" | "pollId";

/** A new step's fields: a task on the first day, three days to do it, the newcomer told. */
export const blankStep: StepFields = {
  kind: "task",
  name: "",
  text: "",
  daysBeforeRun: 0,
  daysToComplete: 3,
  notify: true,
  check: false,
  amount: 0,
  achievementId: null,
  articleId: null,
  url: null,
  pollId: null,
};

export const draftOf = (step: StepView | null): StepFields => {
  if (!step) return blankStep;
  const { _id: _ignored, ...fields } = step;
  return fields;
};

/** The fields a kind keeps; what another kind needs is cleared before sending. */
export function fieldsFor(draft: StepFields): StepFields {
  const only = (kind: StepKind) => draft.kind === kind;
  return {
    ...draft,
    name: draft.name.trim(),
    text: draft.text.trim(),
    check: only("task") && draft.check,
    amount: only("award") ? draft.amount : 0,
    achievementId: only("award") ? draft.achievementId : null,
    articleId: only("article") ? draft.articleId : null,
    url: only("link") ? (draft.url?.trim() ?? null) : null,
    pollId: only("poll") ? draft.pollId : null,
  };
}

const wholeIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** What the form says before sending: a name, sensible days, and what the kind needs. */
export function validateStep(draft: StepFields): FieldErrors<StepField> {
  const errors: FieldErrors<StepField> = {};
  if (!draft.name.trim()) errors.name = "adapt.name_required";
  if (!wholeIn(draft.daysBeforeRun, 0, adaptLimits.daysMax)) errors.daysBeforeRun = "adapt.bad_days";
  if (!wholeIn(draft.daysToComplete, 1, adaptLimits.daysToCompleteMax)) errors.daysToComplete = "adapt.bad_days";
  if (draft.kind === "award") {
    if (!wholeIn(draft.amount, 0, adaptLimits.coinsMax)) errors.amount = "adapt.bad_award";
    else if (!draft.amount && !draft.achievementId) errors.amount = "step.needsAward";
  }
  if (draft.kind === "article" && !draft.articleId) errors.articleId = "step.needsArticle";
  if (draft.kind === "link" && !draft.url?.trim()) errors.url = "step.needsUrl";
  if (draft.kind === "poll" && !draft.pollId) errors.pollId = "step.needsPoll";
  return errors;
}
