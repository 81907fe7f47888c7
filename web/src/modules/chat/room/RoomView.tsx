import type { ClientView, UserView } from "@intranet/contracts";
import type { ChatMessageView, ChatRoomView } from "@intranet/contracts/chat";
import { useState } from "react";
import { QueryState } from "../../../ui/QueryState";
import { Composer } from "../composer/Composer";
import { useSend } from "../composer/useSend";
import { useChatTranslation } from "../i18n";
import { newestSeq } from "../messages/messageStore";
import { MessageList } from "../messages/MessageList";
import { receiptOf } from "../messages/receipts";
import { useMessages } from "../messages/useMessages";
import { TypingLine } from "../typing/TypingLine";
import { usePeopleLookup } from "../usePeopleLookup";
import { MembersDrawer } from "./MembersDrawer";
import { RoomHeader } from "./RoomHeader";
import { useMarkSeen } from "./useMarkSeen";
import { useRoom } from "./useRoom";

interface RoomViewProps {
  roomId: string;
  me: UserView;
  client: ClientView;
  mobile: boolean;
}

/** An open room: its header, the conversation, who is typing, and the composer. */
export function RoomView({ roomId, me, client, mobile }: RoomViewProps) {
  const { t } = useChatTranslation();
  const room = useRoom(roomId);
  if (room.isPending || room.isError) return <QueryState query={room} errorTitle={t("room.loadError")} />;
  return <OpenRoom room={room.data} me={me} client={client} mobile={mobile} />;
}

function OpenRoom({ room, me, client, mobile }: { room: ChatRoomView } & Omit<RoomViewProps, "roomId">) {
  const people = usePeopleLookup();
  const messages = useMessages(room.id);
  const owner = { userId: me._id, clientId: client._id };
  const { send, retry, discard } = useSend(room.id, owner, messages.update, messages.receive);
  const [replyTo, setReplyTo] = useState<ChatMessageView | null>(null);
  const [editing, setEditing] = useState<ChatMessageView | null>(null);
  const [membersOpen, setMembersOpen] = useState(false);
  const [atEnd, setAtEnd] = useState(true);
  // The "new messages" divider stays where my read position was when I opened the room.
  const [unreadAfter] = useState(() => (room.lastSeq > room.seenSeq ? room.seenSeq : null));
  useMarkSeen(room.id, client._id, newestSeq(messages.state), room.seenSeq, atEnd && messages.state.loaded);

  return (
    <div className="chat-room-view">
      <RoomHeader room={room} me={me._id} people={people} mobile={mobile} onMembers={() => setMembersOpen(true)} />
      <MessageList
        messages={messages}
        me={me._id}
        people={people}
        unreadAfter={unreadAfter}
        receipt={receiptOf(room, messages.state.items, me._id)}
        onAtEnd={setAtEnd}
        actions={{
          reply: (message) => {
            setEditing(null);
            setReplyTo(message);
          },
          edit: (message) => {
            setReplyTo(null);
            setEditing(message);
          },
          retry,
          discard,
        }}
      />
      <TypingLine roomId={room.id} me={me._id} people={people} />
      <Composer
        key={editing ? `edit-${editing.seq}` : "new"}
        roomId={room.id}
        me={me._id}
        people={people}
        replyTo={replyTo}
        editing={editing}
        onCancel={() => {
          setReplyTo(null);
          setEditing(null);
        }}
        onSend={(outgoing) => {
          send(outgoing);
          setReplyTo(null);
        }}
        onEdited={(message) => {
          messages.receive(message);
          setEditing(null);
        }}
      />
      {membersOpen ? (
        <MembersDrawer room={room} me={me} client={client} people={people} onClose={() => setMembersOpen(false)} />
      ) : null}
    </div>
  );
}
