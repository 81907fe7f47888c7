import { Dialog, DialogBody, FormGroup, InputGroup, SegmentedControl } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { chatLimits } from "@intranet/contracts/chat";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { FormDialogFooter } from "../../../ui/FormDialogFooter";
import { PersonSearch } from "../../../shared/PersonSearch";
import { RemovableChip } from "../../../shared/RemovableChip";
import { usePersonName } from "../../../shared/usePersonName";
import { chatApi } from "../api";
import { useChatTranslation } from "../i18n";
import { chatPath } from "../paths";
import { useStartPrivateChat } from "./useStartPrivateChat";

type Kind = "group" | "private";

/** "New chat": a group (name and members) or a private chat (one person: found or created at once). */
export function NewChatDialog({ client, me, onClose }: { client: ClientView; me: UserView; onClose: () => void }) {
  const { t } = useChatTranslation();
  const [kind, setKind] = useState<Kind>("group");
  return (
    <Dialog isOpen onClose={onClose} title={t("newChat.title")} className="chat-new-dialog">
      <DialogBody>
        <SegmentedControl
          className="chat-new-kind"
          options={[
            { value: "group", label: t("newChat.group") },
            { value: "private", label: t("newChat.private") },
          ]}
          value={kind}
          onValueChange={(value) => setKind(value as Kind)}
        />
        {kind === "private" ? <PrivateChatPicker client={client} me={me} /> : null}
      </DialogBody>
      {kind === "group" ? <GroupForm client={client} me={me} onClose={onClose} /> : null}
    </Dialog>
  );
}

function PrivateChatPicker({ client, me }: { client: ClientView; me: UserView }) {
  const { t } = useChatTranslation();
  const { start } = useStartPrivateChat();
  return (
    <FormGroup label={t("newChat.pickPerson")} className="chat-new-person">
      <PersonSearch clientId={client._id} chosen={new Set([me._id])} onPick={(person) => start(person._id)} />
    </FormGroup>
  );
}

function GroupForm({ client, me, onClose }: { client: ClientView; me: UserView; onClose: () => void }) {
  const { t } = useChatTranslation();
  const name = usePersonName();
  const navigate = useNavigate();
  const [title, setTitle] = useState("");
  const [members, setMembers] = useState<UserView[]>([]);
  const create = useMutation({
    mutationFn: () =>
      chatApi.create({ kind: "group", name: title.trim(), members: members.map((person) => person._id) }),
    onSuccess: (room) => {
      onClose();
      void navigate(chatPath(room.id));
    },
  });
  const chosen = new Set([me._id, ...members.map((person) => person._id)]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (title.trim()) create.mutate();
      }}
    >
      <DialogBody>
        <FormGroup label={t("newChat.name")} labelFor="chat-new-name">
          <InputGroup
            id="chat-new-name"
            value={title}
            onValueChange={setTitle}
            maxLength={chatLimits.nameMax}
            autoFocus
          />
        </FormGroup>
        <FormGroup label={t("newChat.members")}>
          <div role="list" className="recipients-list">
            {members.map((person) => (
              <RemovableChip
                key={person._id}
                icon="person"
                text={name(person)}
                removeLabel={t("newChat.remove", { name: name(person) })}
                onRemove={() => setMembers((list) => list.filter((item) => item._id !== person._id))}
              />
            ))}
          </div>
          {members.length < chatLimits.addMax ? (
            <PersonSearch
              clientId={client._id}
              chosen={chosen}
              onPick={(person) => setMembers((list) => [...list, person])}
            />
          ) : null}
        </FormGroup>
      </DialogBody>
      <FormDialogFooter onCancel={onClose} submitText={t("newChat.create")} saving={create.isPending} />
    </form>
  );
}
