import { Button, NonIdealState } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { useState } from "react";
import { QueryState } from "../../../ui/QueryState";
import { SearchInput } from "../../../ui/SearchInput";
import { useChatTranslation } from "../i18n";
import { useRoomList } from "../live/useRoomList";
import { usePeopleLookup } from "../usePeopleLookup";
import { ChatSettingsButton } from "./ChatSettingsButton";
import { NewChatDialog } from "./NewChatDialog";
import { filterRooms } from "./roomFilter";
import { RoomRow } from "./RoomRow";

/** The rooms, newest activity first (live: the socket re-sorts them), with a search by name and "New chat". */
export function RoomList({ me, client, openRoomId }: { me: UserView; client: ClientView; openRoomId: string | null }) {
  const { t } = useChatTranslation();
  const rooms = useRoomList(me, client);
  const people = usePeopleLookup();
  const [search, setSearch] = useState("");
  const [creating, setCreating] = useState(false);
  const items = filterRooms(rooms.data?.items ?? [], search, people.nameOf);
  return (
    <aside className="chat-rooms" aria-label={t("list.label")}>
      <header className="chat-rooms-header">
        <h1 className="chat-title">{t("title")}</h1>
        <ChatSettingsButton me={me} client={client} />
        <Button intent="primary" icon="plus" text={t("newChat.button")} onClick={() => setCreating(true)} />
      </header>
      <SearchInput
        className="chat-rooms-search"
        value={search}
        onSearch={setSearch}
        label={t("list.search")}
        placeholder={t("list.search")}
        maxLength={100}
      />
      {rooms.isPending || rooms.isError ? (
        <QueryState query={rooms} errorTitle={t("list.loadError")} />
      ) : items.length ? (
        <ul className="chat-room-list">
          {items.map((room) => (
            <RoomRow key={room.id} room={room} me={me._id} people={people} open={room.id === openRoomId} />
          ))}
        </ul>
      ) : search.trim() ? (
        <NonIdealState icon="search" title={t("list.noMatch", { search: search.trim() })} />
      ) : (
        <NonIdealState icon="chat" title={t("list.empty")} description={t("list.emptyText")} />
      )}
      {creating ? <NewChatDialog client={client} me={me} onClose={() => setCreating(false)} /> : null}
    </aside>
  );
}
