import type { QuestionBody, QuestionEditView, QuestionKind } from "@intranet/contracts/courses";

/** A question being edited: its id (chosen here for a new one, so a repeated POST creates it once). */
export interface QuestionDraft {
  _id: string;
  kind: QuestionKind;
  text: string;
  answers: Array<{ _id?: string; key: string; text: string; right: boolean }>;
  /** Not on the server yet. */
  fresh: boolean;
}

let counter = 0;
const key = () => `k${++counter}`;
/** A new id for a question (crypto's UUID where there is one). */
export const newQuestionId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `q${Date.now()}${++counter}`;

export const draftOf = (question: QuestionEditView): QuestionDraft => ({
  _id: question._id,
  kind: question.kind,
  text: question.text,
  answers: question.answers.map((answer) => ({ ...answer, key: answer._id })),
  fresh: false,
});

export const blankQuestion = (): QuestionDraft => ({
  _id: newQuestionId(),
  kind: "single",
  text: "",
  answers: [
    { key: key(), text: "", right: true },
    { key: key(), text: "", right: false },
  ],
  fresh: true,
});

export const blankAnswer = () => ({ key: key(), text: "", right: false });

export const bodyOf = (draft: QuestionDraft): QuestionBody => ({
  kind: draft.kind,
  text: draft.text,
  answers: draft.answers.map(({ _id, text, right }) => ({ ...(_id ? { _id } : {}), text, right })),
});

export type QuestionField = "text" | "answers" | "right";

/** The rules of rules-calls-errors-spec §5 Learning, as catalogue codes by field. */
export function questionErrors(draft: QuestionDraft): Partial<Record<QuestionField, string>> {
  const errors: Partial<Record<QuestionField, string>> = {};
  if (!draft.text.trim()) errors.text = "courses.question_text_required";
  if (draft.answers.length < 2 || draft.answers.some((answer) => !answer.text.trim()))
    errors.answers = "courses.answers_required";
  const rights = draft.answers.filter((answer) => answer.right).length;
  if (!rights) errors.right = "courses.right_answer_required";
  else if (draft.kind === "single" && rights > 1) errors.right = "courses.one_right_answer";
  return errors;
}
