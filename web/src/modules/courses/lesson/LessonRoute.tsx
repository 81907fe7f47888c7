import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { useShellData } from "../../../shell/useShellData";
import { QueryState } from "../../../ui/QueryState";
import { courseKeys, coursesApi } from "../api";
import { useCourse } from "../course/useCourse";
import { useCoursesTranslation } from "../i18n";
import { LessonEditor } from "./LessonEditor";
import { LessonPage } from "./LessonPage";

/** /courses/{id}/lessons/new (the editor) and /courses/{id}/lessons/{lessonId} (reading; `?edit=1` its editor). */
export function LessonRoute({ course, lesson }: { course: string; lesson: string | null }) {
  const { t } = useCoursesTranslation();
  const { me } = useShellData();
  const [params, setParams] = useSearchParams();
  const { course: courseQuery } = useCourse(course);
  const query = useQuery({
    queryKey: courseKeys.lesson(lesson ?? ""),
    queryFn: () => coursesApi.lesson(lesson!),
    enabled: lesson !== null,
  });
  if (lesson === null) return <LessonEditor course={course} lesson={null} />;
  if (query.isPending || query.isError) return <QueryState query={query} errorTitle={t("loadFailed")} />;
  const editing = params.get("edit") === "1" && query.data.can.manage;
  const setEditing = (on: boolean) => setParams(on ? { edit: "1" } : {}, { replace: true });
  if (editing) return <LessonEditor course={course} lesson={query.data} onDone={() => setEditing(false)} />;
  return <LessonPage lesson={query.data} course={courseQuery.data} me={me._id} onEdit={() => setEditing(true)} />;
}
