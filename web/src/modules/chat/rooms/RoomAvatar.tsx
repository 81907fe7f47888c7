import type { ChatRoomSummary } from "@intranet/contracts/chat";
import { initials } from "../../../ui/Avatar";
import type { PeopleLookup } from "../usePeopleLookup";

/**
 * A room's picture: a private chat's is the person's (picture or initials) with a dot when they are
 * online; a group's, the initials of its name. Decorative: the row's name says whose it is (the
 * profile opens from the members list, not from a row that opens the chat).
 */
export function RoomAvatar({
  room,
  people,
  online,
  size = 36,
}: {
  room: ChatRoomSummary;
  people: PeopleLookup;
  online?: boolean;
  size?: number;
}) {
  const peer = room.kind === "private" && room.peerId ? people.person(room.peerId) : undefined;
  const letters = peer ? initials(peer) : groupInitials(room.name);
  return (
    <span
      className={`chat-avatar${room.kind === "group" ? " chat-avatar-group" : ""}`}
      style={{ width: size, height: size }}
      aria-hidden
    >
      {peer?.avatar ? <img src={peer.avatar} alt="" width={size} height={size} /> : letters}
      {online ? <span className="chat-online-dot" /> : null}
    </span>
  );
}

/** "Sales team" → "ST"; one word → its first two letters. */
function groupInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? "#").slice(0, 2);
  return letters.toUpperCase();
}
