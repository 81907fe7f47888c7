import type { ClientView, UserView } from "@intranet/contracts";
import { canSeeHrDataOf, hasRole, meetsAccessLevel } from "@intranet/contracts/roles";
import { useState } from "react";
import { featureActive } from "../../shell/menu/visibleMenu";
import { EmployeeFormDialog } from "../employees/public";
import { ImageError } from "./ImageError";
import { ProfileActions } from "./ProfileActions";
import { ProfileCover } from "./ProfileCover";
import { ProfileHeader } from "./ProfileHeader";
import { ProfileTabs } from "./ProfileTabs";
import { visibleTabs } from "./profileTabs";
import { useProfileImage } from "./useProfileImage";
import { useProfileTab } from "./useProfileTab";
import { useStoreUser } from "./useStoreUser";

/**
 * A loaded profile: the cover, the header with its actions, the tabs the reader may see (the
 * selected one in the URL), and the profile form for whoever may edit it (one's own with
 * profile_edit, or an admin), who also changes the pictures and fills in the extra and social tabs.
 */
export function ProfilePage({ user, me, client }: { user: UserView; me: UserView; client: ClientView | null }) {
  const store = useStoreUser();
  const [editing, setEditing] = useState(false);
  const own = user._id === me._id;
  const admin = meetsAccessLevel(me, "admin");
  const canEdit = admin || (own && meetsAccessLevel(me, "profile_edit"));
  const avatar = useProfileImage(user, "avatar");
  const cover = useProfileImage(user, "cover");
  const tabs = visibleTabs(user, {
    own,
    visitor: hasRole(me, "superadmin"),
    canEdit,
    hr: canSeeHrDataOf({ userId: me._id, roles: me.roles }, user._id),
    wall: meetsAccessLevel(me, "wall") && featureActive(client, "wall"),
  });
  const [tab, selectTab] = useProfileTab(tabs);
  return (
    <div className="cabinet profile">
      <ProfileCover image={cover} editable={canEdit} />
      <ImageError image={cover} />
      <ImageError image={avatar} />
      <ProfileHeader
        user={user}
        avatar={canEdit ? avatar : undefined}
        onShowFollowers={tabs.includes("subscribers") ? () => selectTab("subscribers") : undefined}
        actions={
          <ProfileActions user={user} me={me} client={client} onEdit={canEdit ? () => setEditing(true) : undefined} />
        }
      />
      <ProfileTabs
        user={user}
        me={me}
        client={client}
        tabs={tabs}
        selected={tab}
        onSelect={selectTab}
        canEdit={canEdit}
      />
      {editing ? (
        <EmployeeFormDialog
          user={user}
          accountFields={admin}
          onClose={(saved) => {
            setEditing(false);
            if (saved) store(saved);
          }}
        />
      ) : null}
    </div>
  );
}
