import { reportStatuses } from "@intranet/contracts/noSilent";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A "Don't be silent" report (docs/modules/noSilent.md). An anonymous one holds nothing that points
 * to its sender: a random id (not a ULID, which would carry the millisecond it was made), the day
 * only, no author, and the reporter's messages with a day and no person. Its files, messages and
 * status history live in the one item, so its page is one Get and every change one conditional
 * write on `revision`. Access patterns:
 * - by id: Get pk = clientId + reportId (its page, every change);
 * - the recipients' inbox, newest day first: Query gsi1 pk = clientId, sk = day + reportId (within a
 *   day the order is the random id's, so it tells nothing about who sent what first);
 * - a named report's author's list: Query gsi2 pk = clientId + authorId (sparse: anonymous reports
 *   have no author and are not in it).
 */
export const ReportEntity = defineEntity({
  model: { entity: "noSilentReport", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    reportId: { type: "string", required: true },
    /** YYYY-MM-DD (UTC): the only time an anonymous report keeps. */
    day: { type: "string", required: true },
    anonymous: { type: "boolean", required: true },
    /** A named report's author ("" for an anonymous one, which the author index skips) and the name they gave. */
    authorId: { type: "string" },
    name: { type: "string" },
    description: { type: "string", required: true },
    /** contracts `ReportFileView[]` plus each file's key in the bucket. */
    files: { type: "any", required: true },
    status: { type: reportStatuses, required: true },
    /** contracts `ReportStatusEntry[]`, oldest first (a recipient's id is kept with each for the recipients). */
    statuses: { type: "any", required: true },
    /** contracts `ReportMessageView[]`, oldest first. */
    messages: { type: "any", required: true },
    /** Bumped by every change: the condition of the next. */
    revision: { type: "number", required: true },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "reportId"] },
      sk: { field: "sk", composite: [] },
    },
    byDay: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId"] },
      sk: { field: "gsi1sk", composite: ["day", "reportId"] },
    },
    byAuthor: {
      index: "gsi2",
      condition: (attributes) => !!attributes.authorId,
      pk: { field: "gsi2pk", composite: ["clientId", "authorId"] },
      sk: { field: "gsi2sk", composite: ["day", "reportId"] },
    },
  },
});

export type ReportRecord = EntityItem<typeof ReportEntity>;
