import type { ClientView, UserView } from "@intranet/contracts";
import { hasRole, meetsAccessLevel } from "@intranet/contracts/roles";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { EmployeeFormDialog } from "../employees/public";
import { profileKeys } from "./api";
import { ProfileActions } from "./ProfileActions";
import { ProfileHeader } from "./ProfileHeader";
import { ProfileTabs } from "./ProfileTabs";
import { visibleTabs } from "./profileTabs";
import { useProfileTab } from "./useProfileTab";

/**
 * A loaded profile: the header with its actions, the tabs the reader may see (the selected one in
 * the URL), and the profile form for whoever may edit it (one's own with profile_edit, or an admin).
 */
export function ProfilePage({ user, me, client }: { user: UserView; me: UserView; client: ClientView | null }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const own = user._id === me._id;
  const admin = meetsAccessLevel(me, "admin");
  const canEdit = admin || (own && meetsAccessLevel(me, "profile_edit"));
  const tabs = visibleTabs(user, { own, visitor: hasRole(me, "superadmin") });
  const [tab, selectTab] = useProfileTab(tabs);
  return (
    <div className="cabinet profile">
      <ProfileHeader
        user={user}
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
            if (!saved) return;
            queryClient.setQueryData(profileKeys.user(user._id), saved);
            if (own) queryClient.setQueryData(["me", user._id], saved);
          }}
        />
      ) : null}
    </div>
  );
}
