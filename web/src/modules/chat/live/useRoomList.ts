import type { ClientView, UserView } from "@intranet/contracts";
import { hasRole, meetsAccessLevel } from "@intranet/contracts/roles";
import { useQuery } from "@tanstack/react-query";
import { featureActive } from "../../../shell/menu/visibleMenu";
import { useWorkspaceUsers } from "../../../shell/startup/useWorkspaceUsers";
import { chatApi, chatKeys } from "../api";
import { byActivity } from "./roomList";

/** Whether the person has chats here: a company's employee with the `chat` right, the feature on. */
export function chatsAvailable(me: UserView, client: ClientView | null): client is ClientView {
  return !!client && !hasRole(me, "superadmin") && meetsAccessLevel(me, "chat") && featureActive(client, "chats");
}

/**
 * The person's rooms (GET /api/chat/rooms/{client}): the chat page's list and the menu's badge share
 * this one query, which the socket's events keep current (useChatEvents). It loads after the startup
 * calls; a failure shows nothing here (the chat page shows its own error).
 */
export function useRoomList(me: UserView, client: ClientView | null) {
  const startupDone = !useWorkspaceUsers(client).isPending;
  const available = chatsAvailable(me, client);
  return useQuery({
    queryKey: chatKeys.rooms(client?._id ?? ""),
    enabled: available && startupDone,
    staleTime: Infinity,
    // The API sends them newest first; sorted here too, as the live updates keep them.
    queryFn: () => chatApi.rooms(client!._id).then((list) => ({ ...list, items: [...list.items].sort(byActivity) })),
  });
}
