import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, Radio, Tag, TextArea } from "@blueprintjs/core";
import { courseLimits, questionKinds, type QuestionKind, type TestView } from "@intranet/contracts/courses";
import { useState } from "react";
import { bodyIssuesByField } from "../../../forms/serverIssues";
import { useFormErrors } from "../../../forms/useFormErrors";
import { errorText } from "../../../i18n/errorText";
import { showToast } from "../../../ui/toast";
import { coursesApi } from "../api";
import { FieldError } from "../FieldError";
import { useCoursesTranslation } from "../i18n";
import { blankAnswer, bodyOf, questionErrors, type QuestionDraft, type QuestionField } from "./questionDraft";

const fieldOf = (path: string[]): QuestionField =>
  path[0] === "text" ? "text" : path[0] === "answers" && path[2] === "right" ? "right" : "answers";

/**
 * One question of the test editor: its text, kind, answers with their right flags; saved on its own
 * (POST under its new id, PUT after), deleted on its own. `locked`: shown, not edited.
 */
export function QuestionCard({
  testId,
  initial,
  index,
  locked,
  onSaved,
  onRemove,
}: {
  testId: string;
  initial: QuestionDraft;
  index: number;
  locked: boolean;
  onSaved: (test: TestView, draft: QuestionDraft) => void;
  onRemove: (draft: QuestionDraft) => void;
}) {
  const { t } = useCoursesTranslation();
  const [draft, setDraft] = useState(initial);
  const [dirty, setDirty] = useState(initial.fresh);
  const [saving, setSaving] = useState(false);
  const checks = useFormErrors(draft, questionErrors, (value, field) =>
    field === "text"
      ? value.text
      : field === "right"
        ? value.answers.map((a) => a.right)
        : value.answers.map((a) => a.text),
  );
  const number = index + 1;
  const title = t("test.question", { number });
  const change = (part: Partial<QuestionDraft>) => {
    setDraft((current) => ({ ...current, ...part }));
    setDirty(true);
  };
  const setAnswer = (at: number, part: Partial<QuestionDraft["answers"][number]>) =>
    change({
      answers: draft.answers.map((answer, other) => {
        if (other === at) return { ...answer, ...part };
        // One right answer: marking one unmarks the others.
        return part.right && draft.kind === "single" ? { ...answer, right: false } : answer;
      }),
    });

  const save = async () => {
    if (!checks.check()) return;
    setSaving(true);
    try {
      const body = bodyOf(draft);
      const test = draft.fresh
        ? await coursesApi.addQuestion(testId, draft._id, body)
        : await coursesApi.updateQuestion(testId, draft._id, body);
      const stored = test.questions?.find((question) => question._id === draft._id);
      const next: QuestionDraft = stored
        ? { ...draft, fresh: false, answers: stored.answers.map((answer) => ({ ...answer, key: answer._id })) }
        : { ...draft, fresh: false };
      setDraft(next);
      setDirty(false);
      onSaved(test, next);
      void showToast(t("test.questionSaved"));
    } catch (error) {
      if (!checks.refuse(bodyIssuesByField(error, fieldOf))) void showToast(errorText(t, error), "danger");
    } finally {
      setSaving(false);
    }
  };

  const Mark = draft.kind === "single" ? Radio : Checkbox;
  return (
    <li className="courses-question">
      <section aria-label={title}>
        <div className="courses-question-head">
          <h3 className="courses-question-title">{title}</h3>
          {dirty && !locked ? (
            <Tag minimal intent="warning">
              {t("test.unsaved")}
            </Tag>
          ) : null}
          {locked ? null : (
            <Button
              variant="minimal"
              icon="trash"
              aria-label={t("test.removeQuestion", { number })}
              title={t("test.removeQuestion", { number })}
              onClick={() => onRemove(draft)}
            />
          )}
        </div>
        <FormGroup
          label={t("test.questionText")}
          labelFor={`q-${draft._id}-text`}
          intent={checks.errors.text ? "danger" : "none"}
          helperText={<FieldError code={checks.errors.text} />}
        >
          <TextArea
            id={`q-${draft._id}-text`}
            fill
            autoResize
            rows={1}
            maxLength={courseLimits.questionTextMax}
            value={draft.text}
            disabled={locked}
            intent={checks.errors.text ? "danger" : "none"}
            onChange={(event) => change({ text: event.currentTarget.value })}
          />
        </FormGroup>
        <FormGroup label={t("test.kind")} labelFor={`q-${draft._id}-kind`} inline>
          <HTMLSelect
            id={`q-${draft._id}-kind`}
            value={draft.kind}
            disabled={locked}
            onChange={(event) => {
              const kind = event.currentTarget.value as QuestionKind;
              // To one right answer: keep the first marked one.
              const first = draft.answers.findIndex((answer) => answer.right);
              const answers =
                kind === "single"
                  ? draft.answers.map((answer, at) => ({ ...answer, right: at === first }))
                  : draft.answers;
              change({ kind, answers });
            }}
            options={questionKinds.map((kind) => ({ value: kind, label: t(`test.kinds.${kind}`) }))}
          />
        </FormGroup>
        <fieldset className="courses-answers" disabled={locked}>
          <legend>{t("test.answers")}</legend>
          {draft.answers.map((answer, at) => {
            const label = t("test.answer", { number: at + 1 });
            return (
              <div key={answer.key} className="courses-answer">
                <Mark
                  checked={answer.right}
                  aria-label={t("test.rightLabel", { number: at + 1 })}
                  title={t("test.right")}
                  name={`q-${draft._id}-right`}
                  onChange={(event) => setAnswer(at, { right: event.currentTarget.checked })}
                />
                <InputGroup
                  aria-label={label}
                  placeholder={label}
                  value={answer.text}
                  maxLength={courseLimits.answerTextMax}
                  intent={checks.errors.answers && !answer.text.trim() ? "danger" : "none"}
                  onValueChange={(text) => setAnswer(at, { text })}
                  fill
                />
                {locked || draft.answers.length <= 2 ? null : (
                  <Button
                    variant="minimal"
                    icon="cross"
                    aria-label={t("test.removeAnswer", { number: at + 1 })}
                    title={t("test.removeAnswer", { number: at + 1 })}
                    onClick={() => change({ answers: draft.answers.filter((_, other) => other !== at) })}
                  />
                )}
              </div>
            );
          })}
          <FieldError code={checks.errors.answers} />
          <FieldError code={checks.errors.right} />
        </fieldset>
        {locked ? null : (
          <div className="courses-actions">
            <Button
              icon="plus"
              text={t("test.addAnswer")}
              disabled={draft.answers.length >= courseLimits.answersMax}
              onClick={() => change({ answers: [...draft.answers, blankAnswer()] })}
            />
            <Button
              intent="primary"
              icon="floppy-disk"
              text={t("test.saveQuestion")}
              loading={saving}
              onClick={() => void save()}
            />
          </div>
        )}
      </section>
    </li>
  );
}
