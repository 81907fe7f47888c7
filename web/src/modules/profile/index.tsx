import { Spinner } from "@blueprintjs/core";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { usersApi } from "../../api/users";
import { useShellData } from "../../shell/useShellData";
import { EmployeeFormDialog } from "../employees/public";
import { PersonAchievements } from "../shop/public";
import { PasswordForm } from "./PasswordForm";
import { ProfileMain } from "./ProfileMain";
import "../cabinet.css";
import { usePersonName } from "../../shared/usePersonName";

/** /profile/{_id}: the main tab; one's own profile can be edited with profile_edit (or by an admin). */
export default function ProfileModule() {
  const { me, client } = useShellData();
  const name = usePersonName();
  const { _id: id = "" } = useParams();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const own = id === me._id;
  const user = useQuery({
    queryKey: ["profile", id],
    queryFn: () => (own ? Promise.resolve(me) : usersApi.get(id, { navigation: true })),
  });
  if (!user.data) return <Spinner size={32} />;
  const admin = meetsAccessLevel(me, "admin");
  const canEdit = admin || (own && meetsAccessLevel(me, "profile_edit"));
  return (
    <div className="cabinet">
      <div className="profile-head">
        <span className="profile-initials" aria-hidden>
          {`${user.data.firstName[0] ?? ""}${user.data.lastName[0] ?? ""}`.toUpperCase()}
        </span>
        <h1 className="cabinet-title">{name(user.data)}</h1>
      </div>
      <ProfileMain user={user.data} onEdit={canEdit ? () => setEditing(true) : undefined} />
      {client && meetsAccessLevel(me, "shop") ? <PersonAchievements client={client._id} userId={id} /> : null}
      {own ? <PasswordForm /> : null}
      {editing ? (
        <EmployeeFormDialog
          user={user.data}
          accountFields={admin}
          onClose={(saved) => {
            setEditing(false);
            if (!saved) return;
            queryClient.setQueryData(["profile", id], saved);
            if (own) queryClient.setQueryData(["me", id], saved);
          }}
        />
      ) : null}
    </div>
  );
}
