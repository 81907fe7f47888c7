import { repeatSchema } from "@intranet/contracts/calendar";
import type * as RecurrenceModule from "@intranet/contracts/calendar/recurrence";
import type { Expansion } from "@intranet/contracts/calendar/recurrence";
import { useEffect, useMemo, useState } from "react";
import { repeatOf, type RepeatDraft } from "./repeatDraft";

/** The days a rule gives (the API's own expansion), or null while it is incomplete or loading. */
export type SeriesPreview = Expansion | null;

type Recurrence = typeof RecurrenceModule;
let loading: Promise<Recurrence> | undefined;
/** rrule-temporal and the Temporal polyfill load on the first repeating draft, not with the calendar. */
const loadRecurrence = () => (loading ??= import("@intranet/contracts/calendar/recurrence"));

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The series a draft would make, computed in the browser with the rules the API applies, so the
 * editor shows its first days and whether it starts on the chosen day before anything is saved.
 */
export function useSeriesPreview(draft: {
  date: string;
  start: string;
  timeZone: string;
  repeat: RepeatDraft;
}): SeriesPreview {
  const [recurrence, setRecurrence] = useState<Recurrence | null>(null);
  const repeats = draft.repeat.period !== "none";
  useEffect(() => {
    if (!repeats || recurrence) return;
    let live = true;
    void loadRecurrence().then((loaded) => live && setRecurrence(loaded));
    return () => {
      live = false;
    };
  }, [repeats, recurrence]);
  // The rule as text: a stable dependency while the person types elsewhere.
  const ruleText = repeats ? JSON.stringify(repeatOf(draft.repeat)) : null;
  const { date, start, timeZone } = draft;
  return useMemo(() => {
    const rule = ruleText ? repeatSchema.safeParse(JSON.parse(ruleText)) : null;
    if (!recurrence || !rule?.success || !DAY.test(date)) return null;
    try {
      return recurrence.seriesDays(date, TIME.test(start) ? start : "00:00", timeZone, rule.data);
    } catch {
      return null; // a zone the browser does not know: the API answers for it
    }
  }, [recurrence, ruleText, date, start, timeZone]);
}
