import { Button, FormGroup, NumericInput, Switch, TextArea } from "@blueprintjs/core";
import { courseLimits, type TestBody, type TestView } from "@intranet/contracts/courses";
import { useState } from "react";
import { bodyIssuesByField } from "../../../forms/serverIssues";
import { useFormErrors, type FieldErrors } from "../../../forms/useFormErrors";
import { coursesApi } from "../api";
import { FieldError } from "../FieldError";
import { useCoursesTranslation } from "../i18n";
import { EditorForm, TitleField } from "../form/EditorForm";

type Field = keyof TestBody;
const switches = ["showRightAnswers", "showScore", "shuffleQuestions", "shuffleAnswers"] as const;
const numbers = [
  ["timeLimit", courseLimits.timeLimitMax, "test.timeLimitHint"],
  ["passMark", 100, null],
  ["attempts", courseLimits.attemptsMax, "test.attemptsHint"],
] as const;

const draftOf = (test: TestView | null): TestBody => ({
  title: test?.title ?? "",
  description: test?.description ?? "",
  showRightAnswers: test?.showRightAnswers ?? false,
  showScore: test?.showScore ?? true,
  shuffleQuestions: test?.shuffleQuestions ?? false,
  shuffleAnswers: test?.shuffleAnswers ?? false,
  timeLimit: test?.timeLimit ?? 0,
  passMark: test?.passMark ?? 0,
  attempts: test?.attempts ?? 0,
});
const rules = (draft: TestBody): FieldErrors<Field> => (draft.title.trim() ? {} : { title: "courses.title_required" });
const fieldOf = (path: string[]): Field => (path[0] as Field | undefined) ?? "title";

/** A test's title, description and settings (Moodle's review options, shuffling, time, pass mark, attempts). */
export function TestSettingsForm({
  course,
  test,
  onSaved,
  onCancel,
}: {
  course: string;
  test: TestView | null;
  onSaved: (test: TestView) => void;
  onCancel: () => void;
}) {
  const { t } = useCoursesTranslation();
  const [draft, setDraft] = useState(() => draftOf(test));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const checks = useFormErrors(draft, rules);
  const change = (part: Partial<TestBody>) => setDraft((current) => ({ ...current, ...part }));

  const submit = async () => {
    if (!checks.check()) return;
    setSaving(true);
    setFailure(null);
    try {
      onSaved(
        test
          ? await coursesApi.updateTest(test._id, { ...draft, revision: test.revision })
          : await coursesApi.createTest(course, draft),
      );
    } catch (error) {
      if (!checks.refuse(bodyIssuesByField(error, fieldOf))) setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditorForm label={t("test.settings")} failure={failure} onSubmit={() => void submit()}>
      <TitleField
        id="test-title"
        label={t("test.title")}
        value={draft.title}
        error={checks.errors.title}
        autoFocus={!test}
        onChange={(title) => change({ title })}
      />
      <FormGroup
        label={t("test.description")}
        labelFor="test-description"
        helperText={<FieldError code={checks.errors.description} />}
      >
        <TextArea
          id="test-description"
          fill
          autoResize
          rows={2}
          maxLength={courseLimits.descriptionMax}
          value={draft.description}
          onChange={(event) => change({ description: event.currentTarget.value })}
        />
      </FormGroup>
      <div className="courses-switches">
        {switches.map((key) => (
          <Switch
            key={key}
            label={t(`test.${key}`)}
            checked={draft[key]}
            onChange={(event) => change({ [key]: event.currentTarget.checked })}
          />
        ))}
      </div>
      <div className="courses-settings-grid">
        {numbers.map(([key, max, hint]) => (
          <FormGroup
            key={key}
            label={t(`test.${key}`)}
            labelFor={`test-${key}`}
            intent={checks.errors[key] ? "danger" : "none"}
            helperText={checks.errors[key] ? <FieldError code={checks.errors[key]} /> : hint ? t(hint) : undefined}
          >
            <NumericInput
              id={`test-${key}`}
              min={0}
              max={max}
              fill
              value={draft[key]}
              onValueChange={(value) => change({ [key]: Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0 })}
            />
          </FormGroup>
        ))}
      </div>
      <div className="courses-actions">
        <Button type="submit" intent="primary" loading={saving} text={t(test ? "save" : "test.create")} />
        <Button text={t("cancel")} onClick={onCancel} />
      </div>
    </EditorForm>
  );
}
