import { useInfiniteQuery } from "@tanstack/react-query";
import { groupsApi, groupsKeys, type PeopleList } from "./api";

/** A group's members, pending requests or pending invitations, a page at a time (owner and administrators first). */
export function useGroupPeople(groupId: string, list: PeopleList, enabled = true) {
  return useInfiniteQuery({
    queryKey: groupsKeys.people(groupId, list),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => groupsApi.people(groupId, list, pageParam),
    getNextPageParam: (page) => page.cursor,
    enabled,
  });
}
