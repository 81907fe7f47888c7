import type { DatedEntryView } from "@intranet/contracts/calendar";
import { useCallback } from "react";
import { usePersonName } from "../../shared/usePersonName";
import { useCalendarTranslation } from "./i18n";

/**
 * How a day another module marks reads in the calendar and its widget: "Due: Ship the beta",
 * "Away: Davis Chloe" — a person named in the reader's language order.
 */
export function useDatedLabel(): (entry: DatedEntryView) => string {
  const { t } = useCalendarTranslation();
  const name = usePersonName();
  return useCallback(
    (entry: DatedEntryView) => t(`dated.${entry.kind}`, { title: entry.person ? name(entry.person) : entry.title }),
    [t, name],
  );
}
