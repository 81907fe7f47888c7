import { Button, Tag } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { useTranslation } from "react-i18next";

const shown = ["email", "login", "phone", "department", "position", "city"] as const;

/** The main tab: the person's data. */
export function ProfileMain({ user, onEdit }: { user: UserView; onEdit?: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="cabinet-tab">
      <dl className="profile-data">
        {shown
          .filter((field) => user[field])
          .map((field) => (
            <div key={field}>
              <dt>{t(field === "city" ? "clients.fields.city" : `employees.fields.${field}`)}</dt>
              <dd>{user[field]}</dd>
            </div>
          ))}
        <div>
          <dt>{t("employees.fields.status")}</dt>
          <dd>
            <Tag minimal intent={user.status === "active" ? "success" : "warning"}>
              {t(`status.${user.status}`)}
            </Tag>
          </dd>
        </div>
      </dl>
      {onEdit ? <Button icon="edit" text={t("common.edit")} onClick={onEdit} /> : null}
    </section>
  );
}
