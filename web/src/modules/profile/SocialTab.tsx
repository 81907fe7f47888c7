import { Button, NonIdealState } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { useState } from "react";
import { SocialForm } from "./SocialForm";
import { SocialIcon } from "./SocialIcon";
import { socialLinks } from "./socialLinks";
import { useProfileTranslation } from "./i18n";

/**
 * The social networks tab (product-spec §2): the person's links, each with its network's mark and
 * name, opening in a new tab. Whoever may edit the profile changes them here, in place.
 */
export function SocialTab({ user, canEdit }: { user: UserView; canEdit: boolean }) {
  const { t } = useProfileTranslation();
  const [editing, setEditing] = useState(false);
  if (editing) return <SocialForm user={user} onDone={() => setEditing(false)} />;
  const edit = () => setEditing(true);
  const links = socialLinks(user);
  if (!links.length)
    return (
      <NonIdealState
        className="profile-empty"
        icon="globe-network"
        title={t("social.empty")}
        description={canEdit ? t("social.emptyEdit") : undefined}
        action={canEdit ? <Button intent="primary" icon="edit" text={t("social.add")} onClick={edit} /> : undefined}
      />
    );
  return (
    <section className="cabinet-tab" aria-label={t("social.label")}>
      {canEdit ? (
        <div className="profile-tab-tools">
          <Button variant="minimal" icon="edit" text={t("social.edit")} onClick={edit} />
        </div>
      ) : null}
      <ul className="profile-social">
        {links.map((link) => {
          const network = t(`social.networks.${link.network}`);
          return (
            <li key={link.network}>
              <a
                className="profile-social-link"
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                title={t("social.newTab", { network })}
              >
                <SocialIcon network={link.network} />
                <span className="profile-social-main">
                  <span className="profile-social-name">{network}</span>
                  <span className="profile-social-address">{link.text}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
