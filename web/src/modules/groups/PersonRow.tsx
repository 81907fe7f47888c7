import type { GroupPersonView } from "@intranet/contracts/groups";
import type { ReactNode } from "react";
import { PersonLine } from "../../shared/PersonLine";

/** A member, requester or invitee: avatar and name (their profile), a line under it, and what can be done. */
export function PersonRow({
  person,
  detail,
  children,
}: {
  person: GroupPersonView;
  detail?: string;
  children?: ReactNode;
}) {
  return (
    <li className="groups-person">
      <PersonLine
        person={{
          _id: person.userId,
          firstName: person.firstName,
          lastName: person.lastName,
          ...(person.middleName ? { middleName: person.middleName } : {}),
          ...(person.avatar ? { avatar: person.avatar } : {}),
        }}
        size={36}
        detail={detail}
      />
      {children ? <div className="groups-person-actions">{children}</div> : null}
    </li>
  );
}
