import type { UpdateEventBody } from "@intranet/contracts/calendar";
import type { OwnFields } from "./records";

/** What a body sets on a series (its rule aside). */
export const seriesFieldsOf = (body: UpdateEventBody) => ({
  name: body.name,
  description: body.description,
  timeZone: body.timeZone,
  date: body.date,
  start: body.start,
  end: body.end,
  color: body.color,
  members: body.members,
  link: body.link,
  comment: body.comment,
});

/** What a body sets on an occurrence changed on its own. */
export const ownFieldsOf = (body: UpdateEventBody): OwnFields => ({
  name: body.name,
  description: body.description,
  color: body.color,
  link: body.link,
  comment: body.comment,
  members: body.members,
});
