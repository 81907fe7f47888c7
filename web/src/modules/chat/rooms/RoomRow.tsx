import { Icon } from "@blueprintjs/core";
import type { ChatRoomSummary } from "@intranet/contracts/chat";
import { Link } from "react-router-dom";
import { useChatTranslation, usePlural } from "../i18n";
import { plainMessage } from "../messages/messageText";
import { chatPath } from "../paths";
import { useChatDates } from "../useChatDates";
import type { PeopleLookup } from "../usePeopleLookup";
import { RoomAvatar } from "./RoomAvatar";
import { roomName } from "./roomFilter";

/**
 * One room in the list: picture, name, the last message ("You: …" for mine, the sender's first name
 * in a group), its time, and the unread count ("@" when I am mentioned). A muted room is greyed.
 */
export function RoomRow({
  room,
  me,
  people,
  open,
}: {
  room: ChatRoomSummary;
  me: string;
  people: PeopleLookup;
  open: boolean;
}) {
  const { t } = useChatTranslation();
  const plural = usePlural();
  const dates = useChatDates();
  const name = roomName(room, people.nameOf);
  const last = room.lastMessage;
  const text = !last
    ? t("list.noMessages")
    : last.deleted
      ? t("list.deleted")
      : plainMessage(last.excerpt, people.nameOf) || t(`list.files_${plural(last.files)}`, { count: last.files });
  const sender =
    !last || last.deleted
      ? null
      : last.senderId === me
        ? t("list.you")
        : room.kind === "group"
          ? people.firstNameOf(last.senderId)
          : null;
  const classes = [
    "chat-room",
    open ? "chat-room-open" : "",
    room.muted ? "chat-room-muted" : "",
    room.unread ? "chat-room-unread" : "",
  ];
  return (
    <li>
      <Link
        to={chatPath(room.id)}
        className={classes.filter(Boolean).join(" ")}
        aria-current={open ? "page" : undefined}
        data-room={room.id}
      >
        <RoomAvatar room={room} people={people} online={room.online} />
        <span className="chat-room-main">
          <span className="chat-room-top">
            <span className="chat-room-name">{name}</span>
            {room.muted ? (
              <Icon icon="notifications-snooze" size={12} title={t("list.muted")} className="chat-room-muted-icon" />
            ) : null}
            {last ? (
              <time className="chat-room-time" dateTime={last.at}>
                {dates.listTime(last.at)}
              </time>
            ) : null}
          </span>
          <span className="chat-room-bottom">
            <span className="chat-room-excerpt">
              {sender ? <span className="chat-room-sender">{sender}: </span> : null}
              {text}
            </span>
            <UnreadMark room={room} />
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The unread count, or "@" when the unread messages mention me. */
function UnreadMark({ room }: { room: ChatRoomSummary }) {
  const { t } = useChatTranslation();
  if (room.mentions > 0)
    return (
      <span className="chat-unread chat-unread-mention" title={t("list.mentioned")} aria-label={t("list.mentioned")}>
        @
      </span>
    );
  if (room.unread <= 0) return null;
  return (
    <span className="chat-unread" aria-label={t("list.unread", { count: room.unread })}>
      {room.unread > 99 ? "99+" : room.unread}
    </span>
  );
}
