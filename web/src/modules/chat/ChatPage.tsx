import { NonIdealState } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { hasRole } from "@intranet/contracts/roles";
import { useParams } from "react-router-dom";
import { useIsMobile } from "../../shell/useIsMobile";
import { useChatTranslation } from "./i18n";
import { useChatWatch } from "./live/useChatWatch";
import { RoomList } from "./rooms/RoomList";
import { RoomView } from "./room/RoomView";

/**
 * The chat page: on a desktop the rooms on the left and the open conversation on the right (or
 * "choose a chat"); on a phone one pane at a time, the list, then the room with a back button.
 */
export function ChatPage({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = useChatTranslation();
  const { _id: roomId } = useParams();
  const mobile = useIsMobile();
  const showList = !mobile || !roomId;
  const showRoom = !mobile || !!roomId;
  const visitor = hasRole(me, "superadmin");
  useChatWatch(roomId, !visitor);
  // A superadmin visiting the company has no chats here (they are not one of its people): no calls.
  if (visitor)
    return <NonIdealState className="chat-visitor" icon="chat" title={t("visitor")} description={t("visitorText")} />;
  return (
    <div className={`chat-page${mobile ? " chat-page-mobile" : ""}`}>
      {showList ? <RoomList me={me} client={client} openRoomId={roomId ?? null} /> : null}
      {showRoom ? (
        <section className="chat-pane">
          {roomId ? (
            <RoomView key={roomId} roomId={roomId} me={me} client={client} mobile={mobile} />
          ) : (
            <NonIdealState className="chat-choose" icon="chat" title={t("choose")} description={t("chooseText")} />
          )}
        </section>
      ) : null}
    </div>
  );
}
