import type { Audience } from "@intranet/contracts/audiences";
import { eventBodySchema, type EventColor, type EventInput, type EventView } from "@intranet/contracts/calendar";
import { isErrorCode } from "@intranet/contracts/errors";
import { bodyIssuesByField } from "../../../forms/serverIssues";
import { zonedParts } from "../time";
import { noRepeat, repeatDraftOf, repeatOf, withDay, type RepeatDraft } from "./repeatDraft";
import type { SeriesPreview } from "./useSeriesPreview";

/** The editor's state; members as the audience picker holds them (everyone, or audiences with one list of people). */
export interface EventDraft {
  name: string;
  description: string;
  date: string;
  start: string;
  end: string;
  timeZone: string;
  color: EventColor;
  forAll: boolean;
  recipients: Audience[];
  link: string;
  comment: string;
  repeat: RepeatDraft;
}

/** A new event on a day from `start` to `end`, in the creator's zone, inviting nobody yet. */
export function emptyDraft(slot: { date: string; start: string; end: string }, timeZone: string): EventDraft {
  return {
    name: "",
    description: "",
    ...slot,
    timeZone,
    color: "blue",
    forAll: false,
    recipients: [],
    link: "",
    comment: "",
    repeat: noRepeat(slot.date),
  };
}

/** The editor's draft of a saved occurrence: its own day and times, in the event's zone. */
export function draftOf(event: EventView): EventDraft {
  const { userIds, audiences } = event.members;
  return {
    name: event.name,
    description: event.description,
    date: event.date,
    start: event.startTime,
    end: event.endTime,
    timeZone: event.timeZone,
    color: event.color,
    forAll: audiences.some((audience) => audience.kind === "all"),
    recipients: [
      ...audiences.filter((audience) => audience.kind !== "all"),
      ...(userIds.length ? [{ kind: "users" as const, userIds }] : []),
    ],
    link: event.link,
    comment: event.comment,
    repeat: repeatDraftOf(event.repeat, event.date),
  };
}

/** The draft after a change; a new day carries the weekdays the person has not chosen along. */
export function changedDraft(draft: EventDraft, patch: Partial<EventDraft>): EventDraft {
  const next = { ...draft, ...patch };
  return patch.date !== undefined && patch.date !== draft.date
    ? { ...next, repeat: withDay(next.repeat, next.date) }
    : next;
}

/** The members of the body: people named one by one apart, the rest as audiences ("everyone" alone when chosen). */
export function membersOf(draft: Pick<EventDraft, "forAll" | "recipients">): EventView["members"] {
  if (draft.forAll) return { userIds: [], audiences: [{ kind: "all" }] };
  return {
    userIds: draft.recipients.flatMap((audience) => (audience.kind === "users" ? audience.userIds : [])),
    audiences: draft.recipients.filter((audience) => audience.kind !== "users"),
  };
}

/** The body of POST /api/event (and, without `repeat`, of PUT /api/event/{id}). */
export function bodyOf(draft: EventDraft): EventInput {
  const repeat = repeatOf(draft.repeat);
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    date: draft.date,
    start: draft.start,
    end: draft.end,
    timeZone: draft.timeZone,
    color: draft.color,
    members: membersOf(draft),
    link: draft.link.trim(),
    comment: draft.comment.trim(),
    ...(repeat ? { repeat } : {}),
    // The person saw the series start elsewhere than the chosen day and agreed (checked again by the API).
    ...(repeat && draft.repeat.confirmedStart && draft.repeat.confirmedStart !== draft.date
      ? { confirmFirstOccurrence: true }
      : {}),
  };
}

/** Catalogue codes by field: name, description, date, start, end, members, link, comment, repeat. */
export type DraftErrors = Partial<Record<string, string>>;

const fields = ["name", "description", "date", "start", "end", "members", "link", "comment", "repeat"];

/** Where an issue shows: its field (any part of the rule: the repeat editor; the zone: by the date). */
function place(path: ReadonlyArray<PropertyKey>): string {
  const first = String(path[0] ?? "");
  return fields.includes(first) ? first : "date";
}

function codeAt(key: string, message: string): string {
  if (key === "repeat") return message === "calendar.repeat_count" ? message : "calendar.repeat_incomplete";
  return isErrorCode(message) ? message : "common.validation";
}

/**
 * The server's rules (rules-calls-errors-spec §5 Events) before sending, with their catalogue codes:
 * the contract's schema, then "not in the past" by the clock in the event's zone (checked when the
 * day or start is new: an old event's description may still be fixed), then the rule's days when
 * they are known (`series`, the preview): within the limits, and starting on the chosen day unless
 * the person agreed to its first occurrence.
 */
export function validateDraft(
  draft: EventDraft,
  options: { now: Date; checkPast: boolean; series?: SeriesPreview },
): DraftErrors {
  const errors: DraftErrors = {};
  const result = eventBodySchema.safeParse(bodyOf(draft));
  if (!result.success)
    for (const issue of result.error.issues) {
      const key = place(issue.path);
      errors[key] ??= codeAt(key, issue.message);
    }
  if (options.checkPast && !errors.date && !errors.start) {
    const now = zonedParts(options.now, draft.timeZone);
    if (draft.date < now.date) errors.date = "calendar.date_in_past";
    else if (draft.date === now.date && draft.start < now.time) errors.start = "calendar.time_in_past";
  }
  const series = options.series;
  if (series && draft.repeat.period !== "none" && !errors.repeat && !errors.date) {
    if (!series.ok)
      errors.repeat = series.reason === "too_many" ? "calendar.too_many_occurrences" : "calendar.repeat_incomplete";
    else if (series.dates[0] !== draft.date && draft.repeat.confirmedStart !== series.dates[0])
      errors.repeat = "calendar.date_not_in_repeat";
  }
  return errors;
}

/** The API's field issues (a 400's `details.issues`) by field; empty when it refused the event as a whole. */
export const serverFieldErrors = (error: unknown): DraftErrors => bodyIssuesByField(error, place, codeAt);
