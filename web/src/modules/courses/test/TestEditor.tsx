import { Button, Callout, NonIdealState } from "@blueprintjs/core";
import type { TestView } from "@intranet/contracts/courses";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { errorText } from "../../../i18n/errorText";
import { translateCode } from "../../../i18n/translateMessage";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { LinkButton } from "../../../ui/LinkButton";
import { showToast } from "../../../ui/toast";
import { courseKeys, coursesApi } from "../api";
import { useCoursesTranslation } from "../i18n";
import { coursePath, testPath } from "../paths";
import { blankQuestion, draftOf, type QuestionDraft } from "./questionDraft";
import { QuestionCard } from "./QuestionCard";
import { TestSettingsForm } from "./TestSettingsForm";

/**
 * The test editor (/courses/{id}/tests/new, and a test's page for its managers): the settings, then
 * the questions, each saved on its own. Once someone has taken the test the questions are locked,
 * with the server's message (`courses.questions_locked`).
 */
export function TestEditor({ course, test }: { course: string; test: TestView | null }) {
  const { t } = useCoursesTranslation();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [questions, setQuestions] = useState<QuestionDraft[]>(() => test?.questions?.map(draftOf) ?? []);
  const [removing, setRemoving] = useState<{ draft: QuestionDraft; number: number } | null>(null);
  const put = (next: TestView) => {
    queries.setQueryData(courseKeys.test(next._id), next);
    void queries.invalidateQueries({ queryKey: courseKeys.course(course) });
  };
  const locked = test !== null && !test.can.editQuestions;

  const remove = async (draft: QuestionDraft) => {
    setRemoving(null);
    if (draft.fresh) {
      setQuestions((list) => list.filter((question) => question._id !== draft._id));
      return;
    }
    try {
      put(await coursesApi.removeQuestion(test!._id, draft._id));
      setQuestions((list) => list.filter((question) => question._id !== draft._id));
      void showToast(t("test.questionRemoved"));
    } catch (error) {
      void showToast(errorText(t, error), "danger");
    }
  };

  const heading = test ? t("test.editTitle", { title: test.title }) : t("test.newTitle");
  return (
    <div className="courses courses-narrow">
      <Link className="courses-back" to={coursePath(course)}>
        ← {t("lesson.toCourse")}
      </Link>
      <header className="courses-header">
        <h1 className="courses-title">{heading}</h1>
        {test?.me ? (
          <LinkButton to={`${testPath(course, test._id)}?take=1`} icon="play" text={t("player.take")} />
        ) : null}
      </header>
      <TestSettingsForm
        key={test?._id ?? "new"}
        course={course}
        test={test}
        onSaved={(saved) => {
          put(saved);
          void showToast(t(test ? "saved" : "test.created"));
          if (!test) navigate(testPath(course, saved._id), { replace: true });
        }}
        onCancel={() => navigate(coursePath(course))}
      />
      {test ? (
        <section className="courses-section" aria-labelledby="test-questions">
          <h2 id="test-questions" className="courses-section-title">
            {t("test.questions")}
          </h2>
          {locked ? (
            <Callout intent="warning" icon="lock" title={t("test.locked")}>
              {translateCode(t, "courses.questions_locked")}
            </Callout>
          ) : null}
          {questions.length ? (
            <ol className="courses-questions">
              {questions.map((draft, index) => (
                <QuestionCard
                  key={draft._id}
                  testId={test._id}
                  initial={draft}
                  index={index}
                  locked={locked}
                  onSaved={(saved, next) => {
                    put(saved);
                    setQuestions((list) => list.map((question) => (question._id === next._id ? next : question)));
                  }}
                  onRemove={(draft) => setRemoving({ draft, number: index + 1 })}
                />
              ))}
            </ol>
          ) : (
            <NonIdealState icon="form" title={t("empty.questions")} />
          )}
          {locked ? null : (
            <div className="courses-actions">
              <Button
                icon="plus"
                text={t("test.addQuestion")}
                onClick={() => setQuestions((list) => [...list, blankQuestion()])}
              />
            </div>
          )}
        </section>
      ) : null}
      <ConfirmDialog
        open={!!removing}
        text={t("test.confirmRemoveQuestion", { number: removing?.number ?? 0 })}
        confirmText={t("test.removeQuestion", { number: removing?.number ?? 0 })}
        onConfirm={() => removing && void remove(removing.draft)}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
