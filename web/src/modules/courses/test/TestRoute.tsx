import type { UserView } from "@intranet/contracts";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router-dom";
import { QueryState } from "../../../ui/QueryState";
import { courseKeys, coursesApi } from "../api";
import { useCourse } from "../course/useCourse";
import { useCoursesTranslation } from "../i18n";
import { coursePath } from "../paths";
import { TestEditor } from "./TestEditor";
import { TestPlayer } from "./TestPlayer";

/** /courses/{id}/tests/new and /courses/{id}/tests/{testId}: the editor for its managers, the player for its learners. */
export function TestRoute({ course, test, me }: { course: string; test: string | null; me: UserView }) {
  const { t } = useCoursesTranslation();
  const { course: courseQuery } = useCourse(course);
  const [params] = useSearchParams();
  const query = useQuery({
    queryKey: courseKeys.test(test ?? ""),
    queryFn: () => coursesApi.test(test!),
    enabled: test !== null,
  });
  if (test === null) return <TestEditor course={course} test={null} />;
  if (query.isPending || query.isError) return <QueryState query={query} errorTitle={t("loadFailed")} />;
  const view = query.data;
  // A manager edits; one who also learns the course takes it with `?take=1` (the editor links there).
  if (view.can.manage && !(view.me && params.get("take") === "1"))
    return <TestEditor key={view._id} course={course} test={view} />;
  return (
    <div className="courses courses-narrow">
      <Link className="courses-back" to={coursePath(course)}>
        ← {courseQuery.data?.title ?? t("lesson.toCourse")}
      </Link>
      <h1 className="courses-title">{view.title}</h1>
      <TestPlayer test={view} me={me._id} />
    </div>
  );
}
