import { NonIdealState } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import { useDays } from "../../shared/useDateTime";
import { PersonAchievements } from "../shop/public";
import { PasswordForm } from "./PasswordForm";
import { SessionsSection } from "./security/SessionsSection";
import { useProfileTranslation } from "./i18n";

type MainField =
  "position" | "department" | "city" | "office" | "organization" | "workingSince" | "birthDate" | "gender";

/**
 * The main tab: the person's work and personal data (fields left empty are not listed), their
 * achievements (readers with the shop right) and, on one's own profile, the password form.
 */
export function MainTab({
  user,
  me,
  client,
  canEdit,
}: {
  user: UserView;
  me: UserView;
  client: ClientView | null;
  canEdit: boolean;
}) {
  const { t } = useProfileTranslation();
  const dates = useDays();
  const own = user._id === me._id;
  const values: Array<[MainField, string | undefined]> = [
    ["position", user.position],
    ["department", user.department],
    ["city", user.city],
    ["office", user.office],
    ["organization", user.organization],
    ["workingSince", user.workingSince && dates.date(user.workingSince)],
    ["birthDate", user.birthDate && dates.dayMonth(user.birthDate)],
    ["gender", user.gender && user.gender !== "not_selected" ? t(`genders.${user.gender}`) : undefined],
  ];
  const shown = values.filter((entry): entry is [MainField, string] => Boolean(entry[1]));
  return (
    <section className="cabinet-tab">
      {shown.length ? (
        <dl className="profile-data">
          {shown.map(([field, value]) => (
            <div key={field}>
              <dt>{t(`fields.${field}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <NonIdealState
          className="profile-empty"
          icon="inbox"
          title={t("main.empty")}
          description={own && canEdit ? t("main.emptyOwn") : undefined}
        />
      )}
      {client && meetsAccessLevel(me, "shop") ? <PersonAchievements client={client._id} userId={user._id} /> : null}
      {own ? <PasswordForm /> : null}
      {!own && meetsAccessLevel(me, "admin") ? <SessionsSection userId={user._id} /> : null}
    </section>
  );
}
