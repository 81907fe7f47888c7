import { Button, Menu, MenuItem, Tag } from "@blueprintjs/core";
import type { ChatMemberView, ChatRoomView } from "@intranet/contracts/chat";
import { useState } from "react";
import { PersonLine } from "../../../shared/PersonLine";
import { ClickPopover } from "../../../ui/ClickPopover";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { useChatTranslation } from "../i18n";
import type { PeopleLookup } from "../usePeopleLookup";
import type { useRoomActions } from "./useRoomActions";

/** A member in the drawer: who (online dot, admin tag), and for a group's admins: make admin, remove. */
export function MemberRow({
  member,
  room,
  me,
  people,
  actions,
}: {
  member: ChatMemberView;
  room: ChatRoomView;
  me: string;
  people: PeopleLookup;
  actions: ReturnType<typeof useRoomActions>;
}) {
  const { t } = useChatTranslation();
  const [removing, setRemoving] = useState(false);
  const person = people.person(member.userId);
  const name = people.nameOf(member.userId);
  const manage = room.kind === "group" && room.can.manageMembers && member.userId !== me;
  const admin = member.role === "admin";
  return (
    <li className="chat-member">
      <span
        className={`chat-online-dot chat-member-dot${member.online ? "" : " chat-offline"}`}
        title={t(member.online ? "members.online" : "room.offline")}
      />
      {person ? <PersonLine person={person} size={28} /> : <span>{name}</span>}
      {admin ? (
        <Tag minimal round>
          {t("members.admin")}
        </Tag>
      ) : null}
      {member.userId === me ? <span className="chat-muted">({t("members.you")})</span> : null}
      {manage ? (
        <ClickPopover
          placement="bottom-end"
          content={
            <Menu>
              <MenuItem
                icon="shield"
                text={t(admin ? "members.makeMember" : "members.makeAdmin")}
                onClick={() => actions.setRole.mutate({ userId: member.userId, role: admin ? "member" : "admin" })}
              />
              <MenuItem
                icon="blocked-person"
                intent="danger"
                text={t("members.remove")}
                onClick={() => setRemoving(true)}
              />
            </Menu>
          }
        >
          <Button variant="minimal" size="small" icon="more" aria-label={t("members.actions", { name })} />
        </ClickPopover>
      ) : null}
      <ConfirmDialog
        open={removing}
        text={t("members.removeConfirm", { name })}
        confirmText={t("members.remove")}
        onConfirm={() => {
          actions.removeMember.mutate(member.userId);
          setRemoving(false);
        }}
        onClose={() => setRemoving(false)}
      />
    </li>
  );
}
