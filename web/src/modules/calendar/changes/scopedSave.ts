import type { EventView, SeriesScope } from "@intranet/contracts/calendar";
import { calendarApi, type OccurrenceInput, type RuleInput, type SeriesInput } from "../api";
import { addDays, daysBetween } from "../time";

/**
 * The body of a series change. `following` splits the series at this occurrence, with its day;
 * `all` rewrites the series from its first day, moved by as many days as this occurrence moved.
 */
export function seriesBody(
  fields: OccurrenceInput,
  event: Pick<EventView, "date" | "seriesDate">,
  rule: RuleInput,
  scope: Exclude<SeriesScope, "this">,
): SeriesInput {
  if (scope === "following") return { ...fields, ...rule, scope };
  const shift = daysBetween(event.date, fields.date);
  return { ...fields, date: addDays(event.seriesDate ?? event.date, shift), ...rule, scope };
}

/**
 * Saves a change of a saved occurrence: a one-off event or "this event" of a series through
 * PUT /api/event/{id}, "this and following" or "all" through PUT /api/periodic_event/{id}.
 */
export function saveChange(
  event: Pick<EventView, "id" | "date" | "seriesDate">,
  fields: OccurrenceInput,
  series: (RuleInput & { scope: SeriesScope }) | null,
): Promise<EventView> {
  if (!series || series.scope === "this") return calendarApi.update(event.id, fields);
  const { scope, ...rule } = series;
  return calendarApi.updateSeries(event.id, seriesBody(fields, event, rule, scope));
}

/** Deletes one occurrence (or a one-off event), or the series from it on, or all of it. */
export function removeWithScope(id: string, scope: SeriesScope | null): Promise<void> {
  return !scope || scope === "this" ? calendarApi.remove(id) : calendarApi.removeSeries(id, scope);
}
