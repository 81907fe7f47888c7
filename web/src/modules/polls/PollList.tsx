import { NonIdealState } from "@blueprintjs/core";
import type { PollSummary, PollTab } from "@intranet/contracts/polls";
import { useInfiniteQuery } from "@tanstack/react-query";
import { QueryMore } from "../../ui/QueryMore";
import { QueryState } from "../../ui/QueryState";
import { pollsApi, pollsKeys } from "./api";
import { PollCard } from "./PollCard";
import { usePollsTranslation } from "./i18n";

/** To take first: active polls the reader has not answered, then the rest in the list's order. */
export function toTakeFirst(polls: readonly PollSummary[]): PollSummary[] {
  const rank = (poll: PollSummary) => (poll.can.answer ? 0 : 1);
  return polls
    .map((poll, index) => ({ poll, index }))
    .sort((a, b) => rank(a.poll) - rank(b.poll) || a.index - b.index)
    .map(({ poll }) => poll);
}

/** One tab of /polls (GET /api/user/{client}/polls/access_for/{user}?tab=), page by page. */
export function PollList({ clientId, userId, tab }: { clientId: string; userId: string; tab: PollTab }) {
  const { t } = usePollsTranslation();
  const list = useInfiniteQuery({
    queryKey: pollsKeys.list(userId, tab),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => pollsApi.list(clientId, userId, tab, pageParam),
    getNextPageParam: (page) => page.cursor,
  });
  if (!list.data) return <QueryState query={list} errorTitle={t("loadFailed")} />;
  const loaded = list.data.pages.flatMap((page) => page.items);
  const polls = tab === "available" ? toTakeFirst(loaded) : loaded;
  if (!polls.length)
    return <NonIdealState icon="horizontal-bar-chart" title={t(`empty.${tab}`)} description={t(`empty.${tab}Text`)} />;
  return (
    <>
      <ul className="polls-list" aria-label={t(`tabs.${tab}`)}>
        {polls.map((poll) => (
          <li key={poll._id}>
            <PollCard poll={poll} />
          </li>
        ))}
      </ul>
      <QueryMore className="polls-more" query={list} count={polls.length} />
    </>
  );
}
