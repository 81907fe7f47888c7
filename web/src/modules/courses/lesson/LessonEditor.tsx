import { Button, FormGroup, TextArea } from "@blueprintjs/core";
import { courseLimits, type LessonView } from "@intranet/contracts/courses";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { uploadFile } from "../../../api/files";
import { bodyIssuesByField } from "../../../forms/serverIssues";
import { useFormErrors, type FieldErrors } from "../../../forms/useFormErrors";
import { errorText } from "../../../i18n/errorText";
import { LazyRichTextEditor } from "../../../shared/richText";
import { RemovableChip } from "../../../shared/RemovableChip";
import { showToast } from "../../../ui/toast";
import { courseKeys, coursesApi, uploadCourseImage } from "../api";
import { FieldError } from "../FieldError";
import { useCoursesTranslation } from "../i18n";
import { EditorForm, TitleField } from "../form/EditorForm";
import { coursePath, lessonPath } from "../paths";

interface Draft {
  title: string;
  content: string;
  videos: string;
  files: Array<{ id: string; name: string }>;
}
type Field = "title" | "content" | "videos" | "fileIds";

const rules = (draft: Draft): FieldErrors<Field> => (draft.title.trim() ? {} : { title: "courses.title_required" });
const fieldOf = (path: string[]): Field =>
  (["title", "content", "videos", "fileIds"] as const).find((field) => field === path[0]) ?? "title";
const videoList = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A lesson's editor: title, rich text (the knowledge base's editor), video links and files. New
 * (/courses/{id}/lessons/new: added at the end of the course) or the opened lesson.
 */
export function LessonEditor({
  course,
  lesson,
  onDone,
}: {
  course: string;
  lesson: LessonView | null;
  onDone?: (lesson: LessonView | null) => void;
}) {
  const { t } = useCoursesTranslation();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const picker = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<Draft>(() => ({
    title: lesson?.title ?? "",
    content: lesson?.content ?? "",
    videos: lesson?.videos.join("\n") ?? "",
    files: lesson?.files.map(({ id, name }) => ({ id, name })) ?? [],
  }));
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const checks = useFormErrors(draft, rules, (value, field) =>
    field === "fileIds" ? value.files : (value as unknown as Record<string, unknown>)[field],
  );
  const change = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));

  const attach = async (file: File) => {
    setUploading(true);
    try {
      const stored = await uploadFile(file, "courses", { no_show: true });
      setDraft((current) => ({ ...current, files: [...current.files, { id: stored._id, name: stored.name }] }));
    } catch (error) {
      void showToast(errorText(t, error), "danger");
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    if (!checks.check()) return;
    setSaving(true);
    setFailure(null);
    const body = {
      title: draft.title,
      content: draft.content,
      videos: videoList(draft.videos),
      fileIds: draft.files.map((file) => file.id),
    };
    try {
      const saved = lesson
        ? await coursesApi.updateLesson(lesson._id, { ...body, revision: lesson.revision })
        : await coursesApi.createLesson(course, body);
      queries.setQueryData(courseKeys.lesson(saved._id), saved);
      void queries.invalidateQueries({ queryKey: courseKeys.course(course) });
      void showToast(t(lesson ? "saved" : "lesson.created"));
      if (onDone) onDone(saved);
      else navigate(lessonPath(course, saved._id), { replace: true });
    } catch (error) {
      if (!checks.refuse(bodyIssuesByField(error, fieldOf))) setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const heading = lesson ? t("lesson.editTitle", { title: lesson.title }) : t("lesson.newTitle");
  return (
    <EditorForm
      label={heading}
      heading={<h1 className="courses-title">{heading}</h1>}
      className="courses courses-narrow"
      failure={failure}
      onSubmit={() => void submit()}
    >
      <TitleField
        id="lesson-title-input"
        label={t("lesson.title")}
        value={draft.title}
        error={checks.errors.title}
        autoFocus={!lesson}
        onChange={(title) => change({ title })}
      />
      <FormGroup label={t("lesson.content")} helperText={<FieldError code={checks.errors.content} />}>
        <LazyRichTextEditor
          key={lesson?.revision ?? "new"}
          label={t("lesson.content")}
          initialValue={lesson?.content ?? ""}
          onChange={(content) => change({ content })}
          placeholder={t("lesson.placeholder")}
          disabled={saving}
          minHeight={280}
          uploadImage={uploadCourseImage}
        />
      </FormGroup>
      <FormGroup
        label={t("lesson.videos")}
        labelFor="lesson-videos"
        intent={checks.errors.videos ? "danger" : "none"}
        helperText={checks.errors.videos ? <FieldError code={checks.errors.videos} /> : t("lesson.videosHint")}
      >
        <TextArea
          id="lesson-videos"
          fill
          autoResize
          rows={2}
          inputMode="url"
          value={draft.videos}
          intent={checks.errors.videos ? "danger" : "none"}
          onChange={(event) => change({ videos: event.currentTarget.value })}
        />
      </FormGroup>
      <FormGroup label={t("lesson.files")} helperText={<FieldError code={checks.errors.fileIds} />}>
        {draft.files.length ? (
          <div role="list" className="courses-toolbar" aria-label={t("lesson.files")}>
            {draft.files.map((file) => (
              <RemovableChip
                key={file.id}
                icon="document"
                text={file.name}
                removeLabel={t("lesson.removeFile", { name: file.name })}
                onRemove={() => change({ files: draft.files.filter((other) => other.id !== file.id) })}
              />
            ))}
          </div>
        ) : null}
        <Button
          icon="paperclip"
          text={t("lesson.attach")}
          loading={uploading}
          disabled={draft.files.length >= courseLimits.filesMax}
          onClick={() => picker.current?.click()}
        />
        <input
          ref={picker}
          type="file"
          hidden
          aria-label={t("lesson.attach")}
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            input.value = "";
            if (file) void attach(file);
          }}
        />
      </FormGroup>
      <div className="courses-actions">
        <Button type="submit" intent="primary" loading={saving} text={t(lesson ? "save" : "lesson.create")} />
        <Button text={t("cancel")} onClick={() => (onDone ? onDone(null) : navigate(coursePath(course)))} />
      </div>
    </EditorForm>
  );
}
