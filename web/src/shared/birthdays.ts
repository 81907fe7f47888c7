import { useQuery } from "@tanstack/react-query";
import { browserTimeZone, widgetsApi } from "../api/widgets";

/** Today's and the next `days` days' birthdays of the company, in the browser's time zone (failures shown in place). */
export function useBirthdays(clientId: string, days: number) {
  const tz = browserTimeZone();
  return useQuery({
    queryKey: ["birthdays", clientId, days, tz ?? "UTC"],
    queryFn: () => widgetsApi.birthdays(clientId, days, tz, { no_show: true }),
  });
}
