import { Tag } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { Avatar } from "../../ui/Avatar";
import { EmployeeActions } from "./EmployeeActions";
import { useEmployeesTranslation } from "./i18n";
import { usePersonName } from "../../shared/usePersonName";

interface EmployeeListProps {
  me: UserView;
  users: UserView[];
  onEdit: (user: UserView) => void;
}

/** One card per employee (a grid on desktop, a column on phones): name, contacts, job, status, actions. */
export function EmployeeList({ me, users, onEdit }: EmployeeListProps) {
  const { t } = useEmployeesTranslation();
  const name = usePersonName();
  return (
    <ul className="cabinet-list" aria-label={t("tabs.all")}>
      {users.map((user) => (
        <li key={user._id} className="cabinet-card">
          <Avatar user={user} size={40} />
          <div className="cabinet-card-main">
            <div className="cabinet-card-title">
              {name(user)}
              {user._id === me._id ? <span className="cabinet-muted"> ({t("you")})</span> : null}
            </div>
            <div className="cabinet-muted">{[user.position, user.department].filter(Boolean).join(" · ")}</div>
            <div className="cabinet-muted">
              {user.email}
              {user.login !== user.email ? ` · ${user.login}` : ""}
            </div>
            <div className="cabinet-tags">
              {user.roles.includes("admin") ? <Tag intent="primary">{t("fields.admin")}</Tag> : null}
              {user.roles.includes("hr") ? <Tag intent="success">{t("fields.hr")}</Tag> : null}
              {user.status !== "active" ? <Tag intent="warning">{t(`ui:status.${user.status}`)}</Tag> : null}
            </div>
          </div>
          <EmployeeActions me={me} user={user} onEdit={() => onEdit(user)} />
        </li>
      ))}
    </ul>
  );
}
