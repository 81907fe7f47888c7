import { Button, Card, Checkbox, FormGroup, HTMLSelect, InputGroup, TextArea } from "@blueprintjs/core";
import type { ErrorCode } from "@intranet/contracts";
import { isChoiceKind, pollLimits, questionKinds, type QuestionKind } from "@intranet/contracts/polls";
import type { ReactNode } from "react";
import { translateCode } from "../../../i18n/translateMessage";
import { canAddAnswer, type DraftErrors, type DraftQuestion } from "./draft";
import { usePollsTranslation } from "../i18n";

interface QuestionCardProps {
  question: DraftQuestion;
  index: number;
  errors: DraftErrors;
  /** The poll has answers: the question is shown, not edited. */
  locked: boolean;
  /** The drag handle (absent when locked). */
  handle?: ReactNode;
  onChange: (question: DraftQuestion) => void;
  onRemove?: () => void;
}

/** One question of the editor: its text, kind, mandatory mark and, for choices, its answers (≤ 15). */
export function QuestionCard({ question, index, errors, locked, handle, onChange, onRemove }: QuestionCardProps) {
  const { t } = usePollsTranslation();
  const number = index + 1;
  const title = t("editor.question", { number });
  const error = (key: string) => errors[key] as ErrorCode | undefined;
  const textError = error(`questions.${index}`);
  // The list's own error (too few, too many), else the first empty answer's.
  const answersError =
    error(`questions.${index}.answers`) ??
    question.answers.map((_, at) => error(`questions.${index}.answers.${at}`)).find(Boolean);
  const setAnswer = (at: number, text: string) =>
    onChange({ ...question, answers: question.answers.map((answer, other) => (other === at ? text : answer)) });
  const choice = isChoiceKind(question.kind);
  return (
    <Card className="polls-question" elevation={0}>
      <section aria-label={title}>
        <div className="polls-question-head">
          {handle}
          <h3 className="polls-question-title">{title}</h3>
          <span className="polls-spacer" />
          {onRemove && !locked ? (
            <Button
              variant="minimal"
              icon="trash"
              aria-label={t("editor.removeQuestion", { number })}
              title={t("editor.removeQuestion", { number })}
              onClick={onRemove}
            />
          ) : null}
        </div>
        <FormGroup
          label={t("editor.questionText")}
          labelFor={`${question.key}-text`}
          intent={textError ? "danger" : "none"}
          helperText={textError ? <span role="alert">{translateCode(t, textError)}</span> : undefined}
        >
          <TextArea
            id={`${question.key}-text`}
            fill
            autoResize
            rows={1}
            maxLength={pollLimits.questionTextMax}
            value={question.text}
            disabled={locked}
            intent={textError ? "danger" : "none"}
            onChange={(event) => onChange({ ...question, text: event.currentTarget.value })}
          />
        </FormGroup>
        <div className="polls-question-options">
          <FormGroup label={t("editor.kind")} labelFor={`${question.key}-kind`} inline className="polls-question-kind">
            <HTMLSelect
              id={`${question.key}-kind`}
              value={question.kind}
              disabled={locked}
              onChange={(event) => {
                const kind = event.currentTarget.value as QuestionKind;
                const answers = isChoiceKind(kind) && !question.answers.length ? ["", ""] : question.answers;
                onChange({ ...question, kind, answers });
              }}
              options={questionKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            />
          </FormGroup>
          <Checkbox
            label={t("editor.questionMandatory")}
            checked={question.mandatory}
            disabled={locked}
            onChange={(event) => onChange({ ...question, mandatory: event.currentTarget.checked })}
          />
        </div>
        {choice ? (
          <fieldset className="polls-answers" disabled={locked}>
            <legend className="polls-answers-legend">
              {t("editor.answers")}{" "}
              <span className="polls-muted">
                {t("editor.answersCount", { count: question.answers.length, max: pollLimits.answersMax })}
              </span>
            </legend>
            {question.answers.map((answer, at) => {
              const answerError = error(`questions.${index}.answers.${at}`);
              const label = t("editor.answer", { number: at + 1 });
              return (
                <div key={at} className="polls-answer">
                  <InputGroup
                    aria-label={label}
                    placeholder={label}
                    value={answer}
                    maxLength={pollLimits.answerTextMax}
                    intent={answerError ? "danger" : "none"}
                    onValueChange={(text) => setAnswer(at, text)}
                    fill
                  />
                  {locked ? null : (
                    <Button
                      variant="minimal"
                      icon="cross"
                      aria-label={t("editor.removeAnswer", { number: at + 1 })}
                      title={t("editor.removeAnswer", { number: at + 1 })}
                      onClick={() =>
                        onChange({ ...question, answers: question.answers.filter((_, other) => other !== at) })
                      }
                    />
                  )}
                </div>
              );
            })}
            {answersError ? (
              <p className="polls-field-error" role="alert">
                {translateCode(t, answersError)}
              </p>
            ) : null}
            {locked ? null : (
              <Button
                variant="minimal"
                icon="plus"
                text={t("editor.addAnswer")}
                disabled={!canAddAnswer(question)}
                onClick={() => onChange({ ...question, answers: [...question.answers, ""] })}
              />
            )}
          </fieldset>
        ) : null}
      </section>
    </Card>
  );
}
