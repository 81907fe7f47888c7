import type { Audience } from "@intranet/contracts/audiences";
import { eventBodySchema, type EventColor, type EventInput, type EventView } from "@intranet/contracts/calendar";
import { isErrorCode } from "@intranet/contracts/errors";
import { bodyIssuesByField } from "../../../forms/serverIssues";
import { zonedParts } from "../time";
import { noRepeat, repeatDraftOf, repeatOf, type RepeatDraft } from "./repeatDraft";

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
 * day or start is new: an old event's description may still be fixed).
 */
export function validateDraft(draft: EventDraft, options: { now: Date; checkPast: boolean }): DraftErrors {
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
  return errors;
}

/** The API's field issues (a 400's `details.issues`) by field; empty when it refused the event as a whole. */
export const serverFieldErrors = (error: unknown): DraftErrors => bodyIssuesByField(error, place, codeAt);
