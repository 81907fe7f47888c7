import { supportRoles, type SupportRole } from "@intranet/contracts/adaptation";
import { useInfiniteQuery } from "@tanstack/react-query";
import { adaptApi, adaptKeys } from "../api";

/** The adaptations a person follows in one role, page by page (`GET on/{me}/as/{role}`). */
function useRolePages(me: string, role: SupportRole, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: adaptKeys.asRole(me, role),
    queryFn: ({ pageParam }) => adaptApi.asRole(me, role, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
    enabled,
  });
}

export type RolePages = ReturnType<typeof useRolePages>;

/** The caller's people as mentor, chief and HR: one paged list per role. */
export function usePeoplePages(me: string, enabled: boolean): Record<SupportRole, RolePages> {
  const mentor = useRolePages(me, supportRoles[0], enabled);
  const chief = useRolePages(me, supportRoles[1], enabled);
  const hr = useRolePages(me, supportRoles[2], enabled);
  return { mentor, chief, hr };
}

export const itemsOf = (pages: RolePages) => pages.data?.pages.flatMap((page) => page.items) ?? [];
