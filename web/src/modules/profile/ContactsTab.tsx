import { NonIdealState } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { contactLinks } from "./contactLinks";
import { useProfileTranslation } from "./i18n";

/** The contacts tab: email, phone, internal phone and Telegram, each a link that writes, calls or opens the chat. */
export function ContactsTab({ user }: { user: UserView }) {
  const { t } = useProfileTranslation();
  const links = contactLinks(user);
  if (!links.length) return <NonIdealState className="profile-empty" icon="inbox" title={t("contacts.empty")} />;
  return (
    <section className="cabinet-tab">
      <dl className="profile-data">
        {links.map((link) => (
          <div key={link.field}>
            <dt>{t(`fields.${link.field}`)}</dt>
            <dd>
              <a href={link.href} {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                {link.text}
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
