import type { ChatRoomList, ChatRoomSummary } from "@intranet/contracts/chat";
import type { QueryClient } from "@tanstack/react-query";
import { chatKeys } from "../api";
import { applyRead, applySummary } from "./roomList";

/** Changes the cached room list of a company, when it is loaded. */
export function updateRooms(
  queryClient: QueryClient,
  client: string,
  change: (list: ChatRoomList) => ChatRoomList | undefined,
): void {
  const list = queryClient.getQueryData<ChatRoomList>(chatKeys.rooms(client));
  if (!list) return;
  const next = change(list);
  if (next) queryClient.setQueryData(chatKeys.rooms(client), next);
  else void queryClient.invalidateQueries({ queryKey: chatKeys.rooms(client) });
}

/** The API's answer about one room of mine (seen, mute): the list takes it. */
export function rememberSummary(queryClient: QueryClient, client: string, summary: ChatRoomSummary): void {
  updateRooms(queryClient, client, (list) =>
    applyRead(applySummary(list, summary), summary.id, summary.seenSeq, summary.mentions),
  );
}
