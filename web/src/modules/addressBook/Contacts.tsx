import { Icon } from "@blueprintjs/core";
import type { DirectoryPersonView } from "@intranet/contracts/addressBook";
import { useAddressBookTranslation } from "./i18n";

/** A phone number as a `tel:` link's target: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** City and office, as one line ("Minsk · HQ, floor 3"). */
export const placeOf = (person: Pick<DirectoryPersonView, "city" | "office">) =>
  [person.city, person.office].filter(Boolean).join(" · ");

/** A person's phone, internal phone and email as links that call or write (each on its own line). */
export function Contacts({ person }: { person: DirectoryPersonView }) {
  const { t } = useAddressBookTranslation();
  return (
    <ul className="address-book-contacts">
      {person.phone ? (
        <li>
          <a href={telHref(person.phone)} title={t("fields.phone")}>
            <Icon icon="phone" size={12} className="address-book-contact-icon" />
            {person.phone}
          </a>
        </li>
      ) : null}
      {person.internalPhone ? (
        <li>
          <a href={telHref(person.internalPhone)} title={t("fields.internalPhone")}>
            {t("fields.internalShort", { number: person.internalPhone })}
          </a>
        </li>
      ) : null}
      {person.email ? (
        <li>
          <a href={`mailto:${person.email}`} title={t("fields.email")} className="address-book-email">
            <Icon icon="envelope" size={12} className="address-book-contact-icon" />
            {person.email}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
