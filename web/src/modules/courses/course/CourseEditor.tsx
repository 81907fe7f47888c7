import { Button, FormGroup, NumericInput, TextArea } from "@blueprintjs/core";
import { courseLimits, type CourseAward, type CourseView } from "@intranet/contracts/courses";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { bodyIssuesByField } from "../../../forms/serverIssues";
import { useFormErrors, type FieldErrors } from "../../../forms/useFormErrors";
import { showToast } from "../../../ui/toast";
import { coursesApi } from "../api";
import { FieldError } from "../FieldError";
import { useCoursesTranslation } from "../i18n";
import { EditorForm, TitleField } from "../form/EditorForm";
import { coursePath, coursesPath } from "../paths";
import { AwardFields } from "./AwardFields";
import { CoverField } from "./CoverField";

interface Draft {
  title: string;
  description: string;
  cover: string;
  deadlineDays: number;
  award: CourseAward | null;
}
type Field = "title" | "description" | "cover" | "deadlineDays" | "award";

const draftOf = (course?: CourseView): Draft => ({
  title: course?.title ?? "",
  description: course?.description ?? "",
  cover: course?.cover ?? "",
  deadlineDays: course?.deadlineDays ?? 0,
  award: course?.award ?? null,
});
const rules = (draft: Draft): FieldErrors<Field> => (draft.title.trim() ? {} : { title: "courses.title_required" });
const fieldOf = (path: string[]): Field =>
  (["title", "description", "cover", "deadlineDays", "award"] as const).find((field) => field === path[0]) ?? "title";

/**
 * A course's own fields: title, short description, cover, days to learn and the award. New (/courses/new:
 * a draft, then its page) or the opened course (on its page; `onDone` with the saved course).
 */
export function CourseEditor({
  client,
  course,
  onDone,
}: {
  client: string;
  course?: CourseView;
  onDone?: (course: CourseView | null) => void;
}) {
  const { t } = useCoursesTranslation();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(course));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const checks = useFormErrors(draft, rules);
  const change = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));

  const submit = async () => {
    if (!checks.check()) return;
    setSaving(true);
    setFailure(null);
    try {
      const saved = course
        ? await coursesApi.update(course._id, { ...draft, status: course.status, revision: course.revision })
        : await coursesApi.create(draft);
      void queries.invalidateQueries({ queryKey: ["courses", "list"] });
      void showToast(t(course ? "saved" : "editor.created"));
      if (onDone) onDone(saved);
      else navigate(coursePath(saved._id), { replace: true });
    } catch (error) {
      if (!checks.refuse(bodyIssuesByField(error, fieldOf))) setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const heading = course ? t("editor.editTitle", { title: course.title }) : t("editor.newTitle");
  const form = (
    <EditorForm label={heading} failure={failure} onSubmit={() => void submit()}>
      <TitleField
        id="course-title"
        label={t("editor.title")}
        value={draft.title}
        error={checks.errors.title}
        autoFocus={!course}
        onChange={(title) => change({ title })}
      />
      <FormGroup
        label={t("editor.description")}
        labelFor="course-description"
        intent={checks.errors.description ? "danger" : "none"}
        helperText={<FieldError code={checks.errors.description} />}
      >
        <TextArea
          id="course-description"
          fill
          autoResize
          rows={3}
          value={draft.description}
          maxLength={courseLimits.descriptionMax}
          onChange={(event) => change({ description: event.currentTarget.value })}
        />
      </FormGroup>
      <CoverField
        value={draft.cover}
        onChange={(cover) => change({ cover })}
        disabled={saving}
        error={checks.errors.cover}
      />
      <FormGroup
        label={t("editor.deadlineDays")}
        labelFor="course-days"
        intent={checks.errors.deadlineDays ? "danger" : "none"}
        helperText={
          checks.errors.deadlineDays ? <FieldError code={checks.errors.deadlineDays} /> : t("editor.deadlineDaysHint")
        }
        className="courses-short-field"
      >
        <NumericInput
          id="course-days"
          min={0}
          max={365}
          value={draft.deadlineDays}
          onValueChange={(days) => change({ deadlineDays: Number.isFinite(days) ? Math.max(0, Math.round(days)) : 0 })}
        />
      </FormGroup>
      <AwardFields client={client} value={draft.award} onChange={(award) => change({ award })} disabled={saving} />
      <FieldError code={checks.errors.award} />
      <div className="courses-actions">
        <Button type="submit" intent="primary" loading={saving} text={t(course ? "save" : "editor.create")} />
        <Button text={t("cancel")} onClick={() => (onDone ? onDone(null) : navigate(coursesPath))} />
      </div>
    </EditorForm>
  );
  if (course) return form;
  return (
    <div className="courses courses-narrow">
      <h1 className="courses-title">{heading}</h1>
      {form}
    </div>
  );
}
