import { Button } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { hasRole, isAdminOrAbove, meetsAccessLevel } from "@intranet/contracts/roles";
import { useNavigate } from "react-router-dom";
import { featureActive } from "../../shell/menu/visibleMenu";
import { chatsAvailable, useStartPrivateChat } from "../chat/public";
import { thanksPath } from "../wall/public";
import { useFollow } from "./useFollow";
import { usePin } from "./usePin";
import { useProfileTranslation } from "./i18n";

interface ProfileActionsProps {
  user: UserView;
  me: UserView;
  client: ClientView | null;
  /** Opens the profile form (one's own with profile_edit, anyone's for an admin); absent: no Edit. */
  onEdit?: () => void;
}

/**
 * What the reader can do on a profile: thank, message (the private chat), follow or unfollow an active colleague; pin them to
 * the top of the address book (admins); edit (one's own, or anyone's for an admin). A superadmin
 * visiting the company is none of its people: no thanks, no follows.
 */
export function ProfileActions({ user, me, client, onEdit }: ProfileActionsProps) {
  const { t } = useProfileTranslation();
  const navigate = useNavigate();
  const own = user._id === me._id;
  const colleague = !own && !hasRole(me, "superadmin") && user.status === "active";
  const canThank = colleague && meetsAccessLevel(me, "wall") && featureActive(client, "wall");
  // chatsAvailable: the `chat` right and the company's chats feature (never a visiting superadmin).
  const canMessage = colleague && chatsAvailable(me, client);
  const chat = useStartPrivateChat();
  const pin = usePin(user);
  const canPin = !own && isAdminOrAbove(me) && (user.status === "active" || pin.pinned);
  const follow = useFollow(user);
  if (!colleague && !canPin && !onEdit) return null;
  return (
    <div className="profile-actions" role="group" aria-label={t("actions.label")}>
      {canThank ? (
        <Button
          intent="primary"
          icon="heart"
          text={t("actions.thank")}
          onClick={() => void navigate(thanksPath(user._id))}
        />
      ) : null}
      {canMessage ? (
        <Button icon="chat" text={t("actions.message")} loading={chat.busy} onClick={() => chat.start(user._id)} />
      ) : null}
      {colleague ? (
        <Button
          icon={follow.following ? "cross" : "new-person"}
          variant={follow.following ? "outlined" : "solid"}
          text={t(follow.following ? "actions.unfollow" : "actions.follow")}
          loading={follow.busy}
          onClick={follow.toggle}
        />
      ) : null}
      {canPin ? (
        <Button
          variant="outlined"
          icon="pin"
          text={t(pin.pinned ? "actions.unpin" : "actions.pin")}
          loading={pin.busy}
          onClick={pin.toggle}
        />
      ) : null}
      {onEdit ? <Button icon="edit" text={t("ui:common.edit")} onClick={onEdit} /> : null}
    </div>
  );
}
