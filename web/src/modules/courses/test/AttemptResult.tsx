import { Callout, Icon } from "@blueprintjs/core";
import type { AttemptView } from "@intranet/contracts/courses";
import { useCoursesTranslation } from "../i18n";

/** An ended attempt: passed or not, the score when the test shows it, and the review when it shows the right answers. */
export function AttemptResult({ attempt }: { attempt: AttemptView }) {
  const { t } = useCoursesTranslation();
  const reviewed = attempt.questions.some((question) => question.rightIds !== undefined);
  return (
    <section className="courses-section" aria-labelledby="attempt-result">
      <h2 id="attempt-result" className="courses-section-title">
        {t("player.result")}
      </h2>
      <Callout
        intent={attempt.passed === false ? "danger" : "success"}
        icon={attempt.passed === false ? "cross-circle" : "tick-circle"}
        title={attempt.passed === null ? undefined : t(attempt.passed ? "player.passed" : "player.failed")}
      >
        {attempt.score === null ? t("player.scoreHidden") : t("player.score", { score: attempt.score })}
      </Callout>
      {reviewed ? (
        <>
          <h3 className="courses-section-title">{t("player.review")}</h3>
          <ol className="courses-review">
            {attempt.questions.map((question) => {
              const right = new Set(question.rightIds ?? []);
              const chosen = new Set(question.chosen);
              return (
                <li key={question._id}>
                  <div className={question.correct ? "courses-review-right" : "courses-review-wrong"}>
                    <Icon icon={question.correct ? "tick" : "cross"} aria-hidden /> <strong>{question.text}</strong> —{" "}
                    {t(question.correct ? "player.correct" : "player.wrong")}
                  </div>
                  <ul className="courses-review-answers">
                    {question.answers.map((answer) => (
                      <li key={answer._id} className={right.has(answer._id) ? "courses-review-right" : undefined}>
                        {answer.text}
                        {chosen.has(answer._id) ? ` — ${t("player.yourAnswer")}` : ""}
                        {right.has(answer._id) ? ` (${t("player.rightAnswer")})` : ""}
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </section>
  );
}
