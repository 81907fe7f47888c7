import type { DatedEntryView } from "@intranet/contracts/calendar";
import { useCallback } from "react";
import { usePersonName } from "../../shared/usePersonName";
import { useCalendarTranslation } from "./i18n";

/**
 * How a day another module marks reads in the calendar and its widget: "Due: Ship the beta",
 * "Away: Davis Chloe" — a person named in the reader's language order; one not settled yet (a
 * request waiting for approval) says so.
 */
export function useDatedLabel(): (entry: DatedEntryView) => string {
  const { t } = useCalendarTranslation();
  const name = usePersonName();
  return useCallback(
    (entry: DatedEntryView) =>
      t(entry.tentative ? `dated.${entry.kind}Tentative` : `dated.${entry.kind}`, {
        title: entry.person ? name(entry.person) : entry.title,
      }),
    [t, name],
  );
}
