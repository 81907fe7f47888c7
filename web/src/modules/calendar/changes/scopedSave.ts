import type { EventView, RepeatInput, SeriesScope } from "@intranet/contracts/calendar";
import { calendarApi, type OccurrenceInput, type SeriesInput } from "../api";
import { addDays, daysBetween } from "../time";

/**
 * The body of a series change. `following` splits the series at this occurrence, with its day;
 * `all` rewrites the series from its first day, moved by as many days as this occurrence moved.
 */
export function seriesBody(
  fields: OccurrenceInput,
  event: Pick<EventView, "date" | "seriesDate">,
  repeat: RepeatInput,
  scope: Exclude<SeriesScope, "this">,
): SeriesInput {
  if (scope === "following") return { ...fields, repeat, scope };
  const shift = daysBetween(event.date, fields.date);
  return { ...fields, date: addDays(event.seriesDate ?? event.date, shift), repeat, scope };
}

/**
 * Saves a change of a saved occurrence: a one-off event or "this event" of a series through
 * PUT /api/event/{id}, "this and following" or "all" through PUT /api/periodic_event/{id}.
 */
export function saveChange(
  event: Pick<EventView, "id" | "date" | "seriesDate">,
  fields: OccurrenceInput,
  series: { repeat: RepeatInput; scope: SeriesScope } | null,
): Promise<EventView> {
  if (!series || series.scope === "this") return calendarApi.update(event.id, fields);
  return calendarApi.updateSeries(event.id, seriesBody(fields, event, series.repeat, series.scope));
}

/** Deletes one occurrence (or a one-off event), or the series from it on, or all of it. */
export function removeWithScope(id: string, scope: SeriesScope | null): Promise<void> {
  return !scope || scope === "this" ? calendarApi.remove(id) : calendarApi.removeSeries(id, scope);
}
