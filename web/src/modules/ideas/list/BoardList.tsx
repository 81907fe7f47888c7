import type { UserView } from "@intranet/contracts";
import type { IdeaStatus } from "@intranet/contracts/ideas";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ideasApi, ideasKeys } from "../api";
import { IdeaList, type EmptyList } from "./IdeaList";
import { StatusFilter } from "./StatusFilter";

/**
 * The company's ideas with a status filter, newest first (GET idea/board): the board (any status at
 * first) and the recipients' inbox (the new ones at first).
 */
export function BoardList({
  me,
  client,
  initial,
  empty,
  emptyFiltered,
}: {
  me: UserView;
  client: string;
  initial: IdeaStatus | null;
  empty: EmptyList;
  emptyFiltered: EmptyList;
}) {
  const [status, setStatus] = useState<IdeaStatus | null>(initial);
  const query = useInfiniteQuery({
    queryKey: ideasKeys.board(client, status),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => ideasApi.board(client, status, pageParam),
    getNextPageParam: (page) => page.cursor,
  });
  return (
    <div className="ideas-list">
      <StatusFilter value={status} onChange={setStatus} />
      <IdeaList query={query} me={me} client={client} empty={status === initial ? empty : emptyFiltered} />
    </div>
  );
}
