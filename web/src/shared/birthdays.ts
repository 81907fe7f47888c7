import { useQuery } from "@tanstack/react-query";
import { browserTimeZone, widgetsApi } from "../api/widgets";
import { htmlLang, isLanguage } from "../i18n/languages";
import { useSharedTranslation } from "./i18n";

/** Today's and the next `days` days' birthdays of the company, in the browser's time zone (failures shown in place). */
export function useBirthdays(clientId: string, days: number) {
  const tz = browserTimeZone();
  return useQuery({
    queryKey: ["birthdays", clientId, days, tz ?? "UTC"],
    queryFn: () => widgetsApi.birthdays(clientId, days, tz, { no_show: true }),
  });
}

/** "21 November" (and the weekday when asked) for a "YYYY-MM-DD" day, in the interface language. */
export function useDayFormat(withWeekday = false) {
  const { i18n } = useSharedTranslation();
  const locale = htmlLang(isLanguage(i18n.language) ? i18n.language : "en");
  const format = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
    ...(withWeekday ? { weekday: "long" } : {}),
  });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}
