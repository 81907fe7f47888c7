import type { ShellPart, ShellPartProps, ShellPartView } from "../types";
import { UnreadRoomsBadge } from "./live/UnreadRoomsBadge";
import { useUnreadRooms } from "./public";

/**
 * The chat's always-on part (manifest `shellPart`): the room list kept live by the socket, and the
 * number of rooms to read on the Chats menu entry. Tiny: it loads with the shell.
 */
function useShellPart({ me, client, realtime }: ShellPartProps): ShellPartView {
  const unread = useUnreadRooms(me, client, realtime);
  return {
    menuBadge: (key, place) => (key === "chats" ? <UnreadRoomsBadge count={unread} place={place} /> : null),
  };
}

export const shellPart: ShellPart = { useShellPart };
