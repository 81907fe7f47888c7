import { Button, Checkbox, Radio, Switch } from "@blueprintjs/core";
import type { AttemptQuestionView, AttemptView } from "@intranet/contracts/courses";
import { useState } from "react";
import { usePlural } from "../../../i18n/usePlural";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { useCoursesTranslation } from "../i18n";
import { clockText, useCountdown } from "./useCountdown";

export type Answers = Record<string, string[]>;

/** One question's choices (a radio group or checkboxes), under its number. */
function QuestionChoices({
  question,
  number,
  total,
  chosen,
  onChoose,
}: {
  question: AttemptQuestionView;
  number: number;
  total: number;
  chosen: string[];
  onChoose: (answerId: string, on: boolean) => void;
}) {
  const { t } = useCoursesTranslation();
  const hint = `attempt-hint-${question._id}`;
  return (
    <fieldset className="courses-choice" aria-describedby={hint}>
      <legend>
        <span className="courses-muted">{t("player.question", { number, total })}</span>
        <br />
        {question.text}
      </legend>
      <span id={hint} className="courses-muted">
        {t(question.kind === "single" ? "player.chooseOne" : "player.chooseSeveral")}
      </span>
      {question.answers.map((answer) =>
        question.kind === "single" ? (
          <Radio
            key={answer._id}
            name={`attempt-${question._id}`}
            label={answer.text}
            checked={chosen.includes(answer._id)}
            onChange={() => onChoose(answer._id, true)}
          />
        ) : (
          <Checkbox
            key={answer._id}
            label={answer.text}
            checked={chosen.includes(answer._id)}
            onChange={(event) => onChoose(answer._id, event.currentTarget.checked)}
          />
        ),
      )}
    </fieldset>
  );
}

/**
 * An open attempt in the attempt's order, one question at a time (previous and next, each move
 * saving the answers so far) or, as the learner chooses, all on one page: the countdown from the
 * server's deadline, the choices, and finishing.
 */
export function AttemptForm({
  attempt,
  saving,
  onSave,
  onFinish,
  onTimeUp,
}: {
  attempt: AttemptView;
  saving: boolean;
  onSave: (answers: Answers) => void;
  onFinish: (answers: Answers) => void;
  onTimeUp: (answers: Answers) => void;
}) {
  const { t } = useCoursesTranslation();
  const plural = usePlural();
  const [answers, setAnswers] = useState<Answers>(() =>
    Object.fromEntries(attempt.questions.map((question) => [question._id, question.chosen])),
  );
  const [at, setAt] = useState(0);
  const [allAtOnce, setAllAtOnce] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const seconds = useCountdown(attempt.endsAt, attempt.now, () => onTimeUp(answers));
  const total = attempt.questions.length;
  const unanswered = attempt.questions.filter((item) => !(answers[item._id] ?? []).length).length;
  const chooser = (question: AttemptQuestionView) => (answerId: string, on: boolean) =>
    setAnswers((current) => {
      const chosen = current[question._id] ?? [];
      return {
        ...current,
        [question._id]:
          question.kind === "single" ? [answerId] : on ? [...chosen, answerId] : chosen.filter((id) => id !== answerId),
      };
    });
  const card = (question: AttemptQuestionView, index: number) => (
    <QuestionChoices
      key={question._id}
      question={question}
      number={index + 1}
      total={total}
      chosen={answers[question._id] ?? []}
      onChoose={chooser(question)}
    />
  );
  const go = (next: number) => {
    onSave(answers);
    setAt(next);
  };
  const last = allAtOnce || at === total - 1;

  return (
    <div className="courses-player">
      {seconds !== null ? (
        <div className="courses-timer" role="timer" aria-label={t("player.timeLeft")}>
          <span>{t("player.timeLeft")}</span>
          <strong className={seconds <= 60 ? "courses-timer-low" : undefined}>{clockText(seconds)}</strong>
        </div>
      ) : null}
      {total > 1 ? (
        <Switch
          className="courses-player-layout"
          label={t("player.allAtOnce")}
          checked={allAtOnce}
          onChange={(event) => {
            onSave(answers);
            setAllAtOnce(event.currentTarget.checked);
          }}
        />
      ) : null}
      {allAtOnce ? attempt.questions.map(card) : card(attempt.questions[at]!, at)}
      <div className="courses-actions">
        {allAtOnce ? null : (
          <Button
            icon="arrow-left"
            text={t("player.previous")}
            disabled={at === 0 || saving}
            onClick={() => go(at - 1)}
          />
        )}
        {!last ? (
          <Button
            intent="primary"
            rightIcon="arrow-right"
            text={t("player.next")}
            disabled={saving}
            onClick={() => go(at + 1)}
          />
        ) : null}
        <Button
          intent={last ? "primary" : "none"}
          icon="flag"
          text={t("player.finish")}
          loading={saving}
          onClick={() => setConfirming(true)}
        />
      </div>
      <ConfirmDialog
        open={confirming}
        text={`${t("player.confirmFinish")}${unanswered ? ` ${t(`player.unanswered_${plural(unanswered)}`, { count: unanswered })}` : ""}`}
        confirmText={t("player.finish")}
        intent="primary"
        onConfirm={() => {
          setConfirming(false);
          onFinish(answers);
        }}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
