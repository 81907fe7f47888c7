import { Button, Callout } from "@blueprintjs/core";
import type { AttemptView, TestView } from "@intranet/contracts/courses";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { isApiError } from "../../../api/errors";
import { errorText } from "../../../i18n/errorText";
import { usePlural } from "../../../i18n/usePlural";
import { showToast } from "../../../ui/toast";
import { courseKeys, coursesApi } from "../api";
import { useCoursesTranslation } from "../i18n";
import { coursePath } from "../paths";
import { TestStatusTag } from "../StatusTag";
import { AttemptForm, type Answers } from "./AttemptForm";
import { AttemptResult } from "./AttemptResult";

const bodyAnswers = (answers: Answers) =>
  Object.entries(answers).map(([questionId, answerIds]) => ({ questionId, answerIds }));

/**
 * A test for its learner (/courses/{id}/tests/{testId}): what it asks (questions, pass mark, time,
 * attempts left), starting or going on with an attempt (the server holds the clock and the right
 * answers), finishing it, and the result with the review the test's settings allow.
 */
export function TestPlayer({ test, me }: { test: TestView; me: string }) {
  const { t } = useCoursesTranslation();
  const plural = usePlural();
  const queries = useQueryClient();
  const [attempt, setAttempt] = useState<AttemptView | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [timeUp, setTimeUp] = useState(false);
  const standing = attempt?.test ?? test.me;

  const refresh = () => {
    void queries.invalidateQueries({ queryKey: courseKeys.test(test._id) });
    void queries.invalidateQueries({ queryKey: courseKeys.progress(test.courseId, me) });
    void queries.invalidateQueries({ queryKey: courseKeys.course(test.courseId) });
    void queries.invalidateQueries({ queryKey: ["courses", "list"] });
  };
  const start = async () => {
    setSaving(true);
    setFailure(null);
    setTimeUp(false);
    try {
      setAttempt(await coursesApi.startTest(test.courseId, test._id, me));
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  const send = async (answers: Answers, finish: boolean) => {
    if (!attempt) return;
    setSaving(true);
    try {
      const next = await coursesApi.answer(test._id, { attemptId: attempt._id, answers: bodyAnswers(answers), finish });
      if (finish || next.state === "finished") {
        setAttempt(next);
        refresh();
      }
    } catch (error) {
      // The time ran out on the server: the attempt ended with the answers it had.
      if (isApiError(error) && (error.code === "courses.time_over" || error.code === "courses.attempt_finished")) {
        setTimeUp(true);
        setAttempt(null);
        refresh();
      } else void showToast(errorText(t, error), "danger");
    } finally {
      setSaving(false);
    }
  };

  if (attempt?.state === "open")
    return (
      <AttemptForm
        key={attempt._id}
        attempt={attempt}
        saving={saving}
        onSave={(answers) => void send(answers, false)}
        onFinish={(answers) => void send(answers, true)}
        onTimeUp={(answers) => {
          void showToast(t("player.timeUp"), "warning");
          void send(answers, true);
        }}
      />
    );

  const left = standing?.attemptsLeft ?? null;
  const canStart =
    standing !== null &&
    standing.status !== "passed" &&
    standing.status !== "finished" &&
    left !== 0 &&
    test.questionCount > 0;
  return (
    <div className="courses-player">
      {test.description ? <p className="courses-description">{test.description}</p> : null}
      <p>
        {t("player.intro", { questions: test.questionCount, pass: test.passMark })}{" "}
        {test.timeLimit
          ? t(`player.timeLimit_${plural(test.timeLimit)}`, { count: test.timeLimit })
          : t("player.noLimit")}{" "}
        {left === null
          ? t("player.unlimited")
          : left
            ? t(`player.attemptsLeft_${plural(left)}`, { count: left })
            : t("player.noAttempts")}
      </p>
      {standing ? (
        <div className="courses-meta">
          <TestStatusTag status={standing.status} />
          {standing.bestScore !== null ? (
            <span className="courses-muted">{t("player.best", { score: standing.bestScore })}</span>
          ) : null}
        </div>
      ) : null}
      {timeUp ? <Callout intent="warning">{t("player.timeUp")}</Callout> : null}
      {attempt ? <AttemptResult attempt={attempt} /> : null}
      {failure ? (
        <Callout intent="danger" role="alert">
          {errorText(t, failure)}
        </Callout>
      ) : null}
      <div className="courses-actions">
        {canStart ? (
          <Button
            intent="primary"
            icon="play"
            loading={saving}
            text={t(
              standing.openAttemptId ? "player.resume" : standing.attemptsUsed ? "player.retake" : "player.start",
            )}
            onClick={() => void start()}
          />
        ) : null}
        <Link to={coursePath(test.courseId)}>{t("lesson.toCourse")}</Link>
      </div>
    </div>
  );
}
