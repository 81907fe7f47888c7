import type { CourseView } from "@intranet/contracts/courses";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { courseKeys, coursesApi } from "../api";

/** A course (its managers in any status, its members once published) and the way to put a newer answer in place. */
export function useCourse(id: string) {
  const queries = useQueryClient();
  const course = useQuery({ queryKey: courseKeys.course(id), queryFn: () => coursesApi.course(id) });
  const put = (next: CourseView) => {
    queries.setQueryData(courseKeys.course(id), next);
    void queries.invalidateQueries({ queryKey: ["courses", "list"] });
  };
  return { course, put };
}

/** The reader's progress on a course (their done marks), when they learn it. */
export function useProgress(course: string, user: string, enabled: boolean) {
  return useQuery({
    queryKey: courseKeys.progress(course, user),
    queryFn: () => coursesApi.progress(course, user),
    enabled,
  });
}
