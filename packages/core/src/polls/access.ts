import { hasRole, isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { PollCan } from "@intranet/contracts/polls";
import type { PollRecord } from "./poll.entity";

/** What the caller may do with a poll: the view's `can` and, beyond it, whether it exists for them. */
export interface PollAccess extends PollCan {
  /** Whether the poll exists for the caller at all (anyone else gets 404). */
  find: boolean;
  /** A text question's answers (no names): whoever sees the results. */
  texts: boolean;
}

/** Who the caller is to a poll: in its audiences (read fresh per request), and whether they answered. */
export interface PollStanding {
  recipient: boolean;
  answered: boolean;
}

/**
 * The one rule (docs/modules/polls.md "Who sees what"), for the API and the views' `can`:
 * recipients answer an active poll once; the author and company admins manage it and see its
 * results. Product-spec "Poll visibility: open, closed (admin sees all), anonymous": an opened
 * poll's results and answers by person are open to every recipient, a closed poll's only to its
 * author and admins; an anonymous poll's results (published sums, never answers by person) are
 * open to every recipient too — the anonymity rules hold for any reader.
 * A superadmin inside a workspace is an admin there and never a recipient (isRecipient).
 */
export function pollAccess(
  actor: Actor,
  poll: Pick<PollRecord, "type" | "status" | "authorId">,
  standing: PollStanding,
): PollAccess {
  const manage = isAdminOrAbove(actor) || poll.authorId === actor.userId;
  const recipient = standing.recipient && !hasRole(actor, "superadmin");
  const results = manage || (poll.type !== "closed" && recipient);
  return {
    find: manage || recipient,
    answer: recipient && !standing.answered && poll.status === "active",
    results,
    table: poll.type !== "anonymous" && results,
    manage,
    texts: results,
  };
}

/** A superadmin visiting a workspace is never among a poll's recipients, whatever the grants say. */
export const mayBeRecipient = (actor: Actor): boolean => !hasRole(actor, "superadmin");
