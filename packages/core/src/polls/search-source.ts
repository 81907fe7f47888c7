import { grantSearchReaders } from "../audiences";
import type { DomainEvent } from "../events";
import { readerLabel, type SearchDocument, type SearchSource } from "../search";
import { db } from "./entities";
import type { PollRecord } from "./poll.entity";
import { findPoll } from "./store";
import { grantsOf } from "./views";
import { plugin } from "./plugin";

const SCOPE = "poll:";
const scopeOf = (pollId: string) => `${SCOPE}${pollId}`;

/**
 * Who finds a poll in search: its author, the company's admins, and its recipients — the audiences
 * its grants name (`grantSearchReaders`; the searcher's audience labels are read at each query).
 */
function readersOf(poll: PollRecord): string[] {
  const recipients = grantSearchReaders(grantsOf(poll)) ?? [];
  return [...new Set([readerLabel.admins, readerLabel.user(poll.authorId), ...recipients])];
}

/** A poll by its name, its description and its questions' texts. */
export function pollDocument(poll: PollRecord): SearchDocument {
  return {
    type: "poll",
    id: poll.pollId,
    title: poll.name,
    text: { title: poll.name, headings: "", body: [poll.description, ...poll.questions.map((q) => q.text)].join("\n") },
    readers: readersOf(poll),
    path: `/poll/${poll.pollId}`,
    meta: { subtitle: poll.description },
    date: poll.createdAt,
  };
}

export const pollsSearchSource: SearchSource = {
  name: "polls",
  events: plugin.searchEvents,
  scopesOf: (event: DomainEvent) => {
    const pollId = (event.detail as { pollId?: unknown }).pollId;
    return typeof pollId === "string" ? [scopeOf(pollId)] : [];
  },
  async load(tenantId, scope) {
    const poll = await findPoll(tenantId, scope.slice(SCOPE.length));
    return poll ? [pollDocument(poll)] : [];
  },
  async *scan(tenantId) {
    let cursor: string | null = null;
    do {
      const page: { data: PollRecord[]; cursor: string | null } = await db()
        .entities.poll.query.byTenant({ clientId: tenantId })
        .go({ cursor, limit: 100 });
      yield page.data.map((poll) => ({ scope: scopeOf(poll.pollId), docs: [pollDocument(poll)] }));
      cursor = page.cursor;
    } while (cursor);
  },
};
