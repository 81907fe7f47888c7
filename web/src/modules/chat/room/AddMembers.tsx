import { Button, FormGroup } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { chatLimits, type ChatRoomView } from "@intranet/contracts/chat";
import { useState } from "react";
import { PersonSearch } from "../../../shared/PersonSearch";
import { RemovableChip } from "../../../shared/RemovableChip";
import { usePersonName } from "../../../shared/usePersonName";
import { useChatTranslation } from "../i18n";
import type { useRoomActions } from "./useRoomActions";

/** Admins add people: pick them (not members yet), then Add (at most 100 at once). */
export function AddMembers({
  room,
  client,
  actions,
}: {
  room: ChatRoomView;
  client: ClientView;
  actions: ReturnType<typeof useRoomActions>;
}) {
  const { t } = useChatTranslation();
  const name = usePersonName();
  const [picked, setPicked] = useState<UserView[]>([]);
  const chosen = new Set([...room.members.map((member) => member.userId), ...picked.map((person) => person._id)]);
  return (
    <FormGroup label={t("members.add")} className="chat-add-members">
      <div role="list" className="recipients-list">
        {picked.map((person) => (
          <RemovableChip
            key={person._id}
            icon="person"
            text={name(person)}
            removeLabel={t("newChat.remove", { name: name(person) })}
            onRemove={() => setPicked((list) => list.filter((item) => item._id !== person._id))}
          />
        ))}
      </div>
      {picked.length < chatLimits.addMax ? (
        <PersonSearch
          clientId={client._id}
          chosen={chosen}
          onPick={(person) => setPicked((list) => [...list, person])}
        />
      ) : null}
      {picked.length ? (
        <Button
          intent="primary"
          icon="new-person"
          text={t("members.addButton")}
          loading={actions.add.isPending}
          onClick={() =>
            actions.add.mutate(
              picked.map((person) => person._id),
              { onSuccess: () => setPicked([]) },
            )
          }
        />
      ) : null}
    </FormGroup>
  );
}
