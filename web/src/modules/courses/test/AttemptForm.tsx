import { Button, Checkbox, Radio } from "@blueprintjs/core";
import type { AttemptView } from "@intranet/contracts/courses";
import { useState } from "react";
import { usePlural } from "../../../i18n/usePlural";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { useCoursesTranslation } from "../i18n";
import { clockText, useCountdown } from "./useCountdown";

export type Answers = Record<string, string[]>;

/**
 * An open attempt, one question at a time in the attempt's order: the countdown from the server's
 * deadline, the choices, previous and next (each move saves the answers so far), and finishing.
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
  const [confirming, setConfirming] = useState(false);
  const seconds = useCountdown(attempt.endsAt, attempt.now, () => onTimeUp(answers));
  const total = attempt.questions.length;
  const question = attempt.questions[at]!;
  const chosen = answers[question._id] ?? [];
  const unanswered = attempt.questions.filter((item) => !(answers[item._id] ?? []).length).length;
  const choose = (answerId: string, on: boolean) =>
    setAnswers((current) => ({
      ...current,
      [question._id]:
        question.kind === "single" ? [answerId] : on ? [...chosen, answerId] : chosen.filter((id) => id !== answerId),
    }));
  const go = (next: number) => {
    onSave(answers);
    setAt(next);
  };
  const legend = t("player.question", { number: at + 1, total });

  return (
    <div className="courses-player">
      {seconds !== null ? (
        <div className="courses-timer" role="timer" aria-label={t("player.timeLeft")}>
          <span>{t("player.timeLeft")}</span>
          <strong className={seconds <= 60 ? "courses-timer-low" : undefined}>{clockText(seconds)}</strong>
        </div>
      ) : null}
      <fieldset className="courses-choice" aria-describedby="attempt-hint">
        <legend>
          <span className="courses-muted">{legend}</span>
          <br />
          {question.text}
        </legend>
        <span id="attempt-hint" className="courses-muted">
          {t(question.kind === "single" ? "player.chooseOne" : "player.chooseSeveral")}
        </span>
        {question.answers.map((answer) =>
          question.kind === "single" ? (
            <Radio
              key={answer._id}
              name={`attempt-${question._id}`}
              label={answer.text}
              checked={chosen.includes(answer._id)}
              onChange={() => choose(answer._id, true)}
            />
          ) : (
            <Checkbox
              key={answer._id}
              label={answer.text}
              checked={chosen.includes(answer._id)}
              onChange={(event) => choose(answer._id, event.currentTarget.checked)}
            />
          ),
        )}
      </fieldset>
      <div className="courses-actions">
        <Button
          icon="arrow-left"
          text={t("player.previous")}
          disabled={at === 0 || saving}
          onClick={() => go(at - 1)}
        />
        {at < total - 1 ? (
          <Button
            intent="primary"
            rightIcon="arrow-right"
            text={t("player.next")}
            disabled={saving}
            onClick={() => go(at + 1)}
          />
        ) : null}
        <Button
          intent={at === total - 1 ? "primary" : "none"}
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
