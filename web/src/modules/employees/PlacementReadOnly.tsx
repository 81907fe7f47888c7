import type { UserView } from "@intranet/contracts";
import { useEmployeesTranslation } from "./i18n";
import "./placement.css";

/** Where the person is placed, as the administrators set it (shown in the own-profile form, not sent). */
export function PlacementReadOnly({ user }: { user?: UserView | undefined }) {
  const { t } = useEmployeesTranslation();
  return (
    <div className="cabinet-placement">
      <dl aria-label={t("placement.title")}>
        {(["department", "position"] as const).map((field) => (
          <div key={field}>
            <dt>{t(`fields.${field}`)}</dt>
            <dd>{user?.[field] || t("placement.notSet")}</dd>
          </div>
        ))}
      </dl>
      <p>{t("placement.hint")}</p>
    </div>
  );
}
