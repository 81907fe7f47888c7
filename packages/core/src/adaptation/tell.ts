import { notify } from "../notifications";
import { publish as push } from "../realtime";
import type { AdaptationRecord } from "./adaptation.entity";
import { peopleById, personValue } from "./people";
import type { AdaptTrackRecord } from "./track.entity";

export const adaptLink = (adaptId: string) => `/adaptation/user/${adaptId}`;

/** Everyone on the adaptation: their open pages read it again (only the id travels). */
export async function pushChanged(adaptation: AdaptationRecord, by: string): Promise<void> {
  const people = [adaptation.userId, adaptation.mentorId, adaptation.chiefId, adaptation.hrId].filter(
    (id): id is string => Boolean(id),
  );
  await push(adaptation.clientId, [...new Set(people)], {
    type: "adaptation.changed",
    adaptationId: adaptation.adaptId,
    by,
  });
}

type Template =
  | "adapt.started"
  | "adapt.mentor_assigned"
  | "adapt.step_opened"
  | "adapt.step_finished"
  | "adapt.step_review"
  | "adapt.step_overdue"
  | "adapt.finished"
  | "adapt.mentor_left";

export interface Notice {
  template: Template;
  to: Array<string | null | undefined>;
  /** The step it is about (its name); none: the adaptation. */
  step?: { id: string; name: string };
  /** What makes it once (a step's opening, a finish at a time…). */
  key: string;
  actorId?: string;
}

/**
 * Sends the adaptation's notices (section adapt), naming the newcomer and the mentor in each
 * reader's language; each notice is made once per `key` (a timer run twice tells nobody twice).
 */
export async function tell(adaptation: AdaptationRecord, track: AdaptTrackRecord, notices: Notice[]): Promise<void> {
  if (!notices.length) return;
  const people = await peopleById(adaptation.clientId, [adaptation.userId, adaptation.mentorId]);
  const variables = {
    track: track.name,
    person: personValue(people.get(adaptation.userId)),
    mentor: personValue(adaptation.mentorId ? people.get(adaptation.mentorId) : undefined),
  };
  for (const notice of notices) {
    const to = [...new Set(notice.to.filter((id): id is string => Boolean(id)))];
    if (!to.length) continue;
    await notify(adaptation.clientId, to, {
      section: "adapt",
      kind: notice.template.slice("adapt.".length),
      template: notice.template,
      variables: { ...variables, step: notice.step?.name ?? "" },
      link: adaptLink(adaptation.adaptId),
      dedupeKey: `adapt:${adaptation.adaptId}:${notice.key}`,
      ...(notice.actorId ? { actorId: notice.actorId } : {}),
    });
  }
}
