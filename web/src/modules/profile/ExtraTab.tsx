import { Button, NonIdealState, Tag } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { useState } from "react";
import { ExtraForm } from "./ExtraForm";
import { extraTextFields, hasExtra } from "./extraFields";
import { useProfileTranslation } from "./i18n";

/**
 * The extra tab (product-spec §2): about, education and hobbies as the person wrote them, and
 * their skills as tags. Whoever may edit the profile fills it in here, in place.
 */
export function ExtraTab({ user, me, canEdit }: { user: UserView; me: UserView; canEdit: boolean }) {
  const { t } = useProfileTranslation();
  const [editing, setEditing] = useState(false);
  if (editing) return <ExtraForm user={user} onDone={() => setEditing(false)} />;
  const edit = () => setEditing(true);
  if (!hasExtra(user))
    return (
      <NonIdealState
        className="profile-empty"
        icon="annotation"
        title={t("extra.empty")}
        description={canEdit ? t(user._id === me._id ? "extra.emptyOwn" : "extra.emptyOther") : undefined}
        action={canEdit ? <Button intent="primary" icon="edit" text={t("extra.fill")} onClick={edit} /> : undefined}
      />
    );
  const texts = extraTextFields.filter((field) => user[field]?.trim());
  const skills = user.skills ?? [];
  return (
    <section className="cabinet-tab profile-extra" aria-label={t("extra.label")}>
      {canEdit ? (
        <div className="profile-tab-tools">
          <Button variant="minimal" icon="edit" text={t("extra.edit")} onClick={edit} />
        </div>
      ) : null}
      {texts.map((field) => (
        <section key={field} className="profile-part">
          <h2 className="profile-section-title">{t(`extra.${field}`)}</h2>
          <p className="profile-text">{user[field]}</p>
        </section>
      ))}
      {skills.length ? (
        <section className="profile-part">
          <h2 className="profile-section-title">{t("extra.skills")}</h2>
          <ul className="profile-skills">
            {skills.map((skill) => (
              <li key={skill}>
                <Tag minimal round size="large" intent="primary">
                  {skill}
                </Tag>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
