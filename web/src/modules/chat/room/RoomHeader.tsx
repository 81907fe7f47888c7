import { Button, Icon } from "@blueprintjs/core";
import type { ChatRoomView } from "@intranet/contracts/chat";
import { useNavigate } from "react-router-dom";
import { useChatTranslation, usePlural } from "../i18n";
import { chatPath } from "../paths";
import { RoomAvatar } from "../rooms/RoomAvatar";
import { roomName } from "../rooms/roomFilter";
import type { PeopleLookup } from "../usePeopleLookup";

/** The room's header: (on a phone) back to the list, its picture and name, members or the peer's presence, the members drawer. */
export function RoomHeader({
  room,
  me,
  people,
  mobile,
  onMembers,
}: {
  room: ChatRoomView;
  me: string;
  people: PeopleLookup;
  mobile: boolean;
  onMembers: () => void;
}) {
  const { t } = useChatTranslation();
  const plural = usePlural();
  const navigate = useNavigate();
  const peer = room.kind === "private" ? room.members.find((member) => member.userId !== me) : undefined;
  const subtitle = peer
    ? t(peer.online ? "room.online" : "room.offline")
    : t(`room.members_${plural(room.memberCount)}`, { count: room.memberCount });
  return (
    <header className="chat-room-header">
      {mobile ? (
        <Button
          variant="minimal"
          icon="arrow-left"
          aria-label={t("room.back")}
          title={t("room.back")}
          onClick={() => void navigate(chatPath())}
        />
      ) : null}
      <RoomAvatar room={room} people={people} online={peer?.online} size={40} />
      <div className="chat-room-header-main">
        <h2 className="chat-room-header-name">
          {roomName(room, people.nameOf)}
          {room.muted ? (
            <Icon icon="notifications-snooze" size={14} className="chat-room-muted-icon" title={t("list.muted")} />
          ) : null}
        </h2>
        <span className={`chat-muted${peer?.online ? " chat-online-text" : ""}`}>{subtitle}</span>
      </div>
      <Button
        variant="minimal"
        icon="people"
        aria-label={t("room.showMembers")}
        title={t("room.showMembers")}
        onClick={onMembers}
      />
    </header>
  );
}
