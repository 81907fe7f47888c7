import type { CourseScope } from "@intranet/contracts/courses";
import { useInfiniteQuery } from "@tanstack/react-query";
import { courseKeys, coursesApi } from "../api";

/** One list of courses (`mine` or `all`), page by page. */
export function useCoursePages(scope: CourseScope, enabled = true) {
  return useInfiniteQuery({
    queryKey: courseKeys.list(scope),
    queryFn: ({ pageParam }) => coursesApi.list(scope, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
    enabled,
  });
}
