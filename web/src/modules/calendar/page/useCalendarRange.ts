import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { calendarApi, calendarKeys, type CalendarScope } from "../api";
import type { VisibleRange } from "./CalendarView";

/**
 * The occurrences of the range on screen: the person's own, or the whole company's (admins). The
 * previous range stays drawn while the next one loads, so paging does not flash an empty grid.
 */
export function useCalendarRange(scope: CalendarScope, clientId: string, userId: string, range: VisibleRange | null) {
  const owner = scope === "company" ? clientId : userId;
  return useQuery({
    queryKey: calendarKeys.range(scope, owner, range?.from ?? "", range?.to ?? ""),
    queryFn: () =>
      scope === "company"
        ? calendarApi.company(clientId, range!.from, range!.to)
        : calendarApi.mine(clientId, userId, range!.from, range!.to),
    enabled: !!range,
    placeholderData: keepPreviousData,
  });
}
