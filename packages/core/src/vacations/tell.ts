import { personValue } from "@intranet/contracts/autoTexts";
import { notify } from "../notifications";
import { publish } from "../realtime";
import { getUsers } from "../users";
import type { VacationEventDetails } from "./events";

export const vacationsLink = "/vacations";
/** A chief asked to decide lands on their requests, not on their own vacations. */
const requestsLink = "/vacations?tab=requests";
type Detail = VacationEventDetails["vacation.changed"];

/** Open vacation pages of the person, the chief asked and whoever changed it read again (ids only). */
export async function pushChanged(clientId: string, detail: Detail): Promise<void> {
  const to = [detail.userId, detail.approverId, detail.by].filter((id): id is string => Boolean(id));
  await publish(clientId, [...new Set(to)], {
    type: "vacations.changed",
    userId: detail.userId,
    vacationId: detail.vacationId,
  });
}

type Template =
  "vacation.requested" | "vacation.approved" | "vacation.declined" | "vacation.changed" | "vacation.cancelled";

/** Who hears of a change, and with which text: the chief of a request, the person of a decision or of someone else's change. */
function noticeOf(detail: Detail): { template: Template; to: string } | undefined {
  const byOther = detail.by !== detail.userId;
  switch (detail.change) {
    case "requested":
      return detail.approverId ? { template: "vacation.requested", to: detail.approverId } : undefined;
    case "approved":
      return { template: "vacation.approved", to: detail.userId };
    case "declined":
      return { template: "vacation.declined", to: detail.userId };
    case "planned":
    case "moved":
      return byOther ? { template: "vacation.changed", to: detail.userId } : undefined;
    case "cancelled":
      return byOther ? { template: "vacation.cancelled", to: detail.userId } : undefined;
    default:
      return undefined;
  }
}

/** Sends the change's notice (section vacations), naming people in each reader's language; once per change. */
export async function tellChange(clientId: string, detail: Detail, eventKey: string): Promise<string> {
  const notice = noticeOf(detail);
  if (!notice) return "nobody told";
  const people = new Map((await getUsers(clientId, [detail.userId, detail.by])).map((user) => [user.userId, user]));
  const name = (id: string) => {
    const user = people.get(id);
    return user ? personValue(user) : "";
  };
  await notify(clientId, [notice.to], {
    section: "vacations",
    kind: notice.template.slice("vacation.".length),
    template: notice.template,
    variables: {
      person: name(detail.userId),
      by: name(detail.by),
      start: detail.start,
      end: detail.end,
      days: String(detail.days),
      reason: detail.reason ?? "",
    },
    link: notice.template === "vacation.requested" ? requestsLink : vacationsLink,
    dedupeKey: `vacation:${eventKey}`,
    actorId: detail.by,
  });
  return `told ${notice.template}`;
}
