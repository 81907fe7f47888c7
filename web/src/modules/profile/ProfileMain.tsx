import { Button, Tag } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { useProfileTranslation } from "./i18n";

const shown = ["email", "login", "phone", "department", "position", "city"] as const;

/** The main tab: the person's data. */
export function ProfileMain({ user, onEdit }: { user: UserView; onEdit?: () => void }) {
  const { t } = useProfileTranslation();
  return (
    <section className="cabinet-tab">
      <dl className="profile-data">
        {shown
          .filter((field) => user[field])
          .map((field) => (
            <div key={field}>
              <dt>{t(`fields.${field}`)}</dt>
              <dd>{user[field]}</dd>
            </div>
          ))}
        <div>
          <dt>{t("status")}</dt>
          <dd>
            <Tag minimal intent={user.status === "active" ? "success" : "warning"}>
              {t(`ui:status.${user.status}`)}
            </Tag>
          </dd>
        </div>
      </dl>
      {onEdit ? <Button icon="edit" text={t("ui:common.edit")} onClick={onEdit} /> : null}
    </section>
  );
}
