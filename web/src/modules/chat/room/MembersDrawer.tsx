import { Button, Drawer, DrawerSize, FormGroup, InputGroup, Switch } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { chatLimits, type ChatRoomView } from "@intranet/contracts/chat";
import { useState } from "react";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { useChatTranslation } from "../i18n";
import { roomName } from "../rooms/roomFilter";
import type { PeopleLookup } from "../usePeopleLookup";
import { AddMembers } from "./AddMembers";
import { MemberRow } from "./MemberRow";
import { useRoomActions } from "./useRoomActions";

type Confirm = "leave" | "delete" | null;

/** The room's drawer: its name (admins rename), mute, the members (admins manage them), leave and delete. */
export function MembersDrawer({
  room,
  me,
  client,
  people,
  onClose,
}: {
  room: ChatRoomView;
  me: UserView;
  client: ClientView;
  people: PeopleLookup;
  onClose: () => void;
}) {
  const { t } = useChatTranslation();
  const actions = useRoomActions(room, client._id, me._id);
  const [name, setName] = useState(room.name);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const shownName = roomName(room, people.nameOf);
  const group = room.kind === "group";
  const members = [...room.members].sort((a, b) => Number(b.online) - Number(a.online));
  return (
    <Drawer isOpen onClose={onClose} title={shownName} size={DrawerSize.SMALL} className="chat-drawer">
      <div className="chat-drawer-body">
        {group && room.can.rename ? (
          <form
            className="chat-rename"
            onSubmit={(event) => {
              event.preventDefault();
              if (name.trim() && name.trim() !== room.name) actions.rename.mutate(name.trim());
            }}
          >
            <FormGroup label={t("members.rename")} labelFor="chat-rename">
              <InputGroup
                id="chat-rename"
                value={name}
                onValueChange={setName}
                maxLength={chatLimits.nameMax}
                rightElement={
                  <Button type="submit" variant="minimal" text={t("members.save")} loading={actions.rename.isPending} />
                }
              />
            </FormGroup>
          </form>
        ) : null}
        <Switch
          label={t(room.muted ? "members.unmute" : "members.mute")}
          checked={!room.muted}
          onChange={(event) => actions.mute.mutate(!event.currentTarget.checked)}
        />
        <p className="chat-muted">{t("members.mutedHint")}</p>
        <ul className="chat-members" aria-label={t("newChat.members")}>
          {members.map((member) => (
            <MemberRow key={member.userId} member={member} room={room} me={me._id} people={people} actions={actions} />
          ))}
        </ul>
        {group && room.can.manageMembers ? <AddMembers room={room} client={client} actions={actions} /> : null}
        <div className="chat-drawer-actions">
          {room.can.leave ? (
            <Button icon="log-out" text={t("members.leave")} onClick={() => setConfirm("leave")} />
          ) : null}
          {room.can.remove ? (
            <Button
              icon="trash"
              intent="danger"
              variant="outlined"
              text={t("members.delete")}
              onClick={() => setConfirm("delete")}
            />
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        text={t(confirm === "delete" ? "members.deleteConfirm" : "members.leaveConfirm", { name: shownName })}
        confirmText={t(confirm === "delete" ? "members.delete" : "members.leave")}
        onConfirm={() => {
          if (confirm === "delete") actions.remove.mutate();
          else actions.leave.mutate();
          setConfirm(null);
        }}
        onClose={() => setConfirm(null)}
      />
    </Drawer>
  );
}
