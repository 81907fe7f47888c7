import { Card, Classes, Tag } from "@blueprintjs/core";
import type { DirectoryPersonView } from "@intranet/contracts/addressBook";
import { Link } from "react-router-dom";
import { paths } from "../../app/paths";
import { usePersonName } from "../../shared/usePersonName";
import { Avatar } from "../../ui/Avatar";
import { Contacts, placeOf } from "./Contacts";
import { useAddressBookTranslation } from "./i18n";

/**
 * A person's card: avatar, name (in the reader's order) opening the profile, position, department,
 * contacts and place. The whole card opens the profile; the contact links call or write instead.
 */
export function PersonCard({ person }: { person: DirectoryPersonView }) {
  const { t } = useAddressBookTranslation();
  const name = usePersonName()(person);
  const place = placeOf(person);
  return (
    <Card className="address-book-card" compact>
      <Avatar user={{ ...person, login: "" }} size={48} />
      <div className="address-book-card-main">
        <div className="address-book-card-title">
          <Link className="address-book-name" to={paths.profile(person._id)}>
            {name}
          </Link>
          {person.pinned ? (
            <Tag minimal round intent="primary" icon="pin" className="address-book-pin">
              {t("pinned")}
            </Tag>
          ) : null}
        </div>
        {person.position ? <div className="address-book-position">{person.position}</div> : null}
        {person.department ? <div className="address-book-muted">{person.department}</div> : null}
        <Contacts person={person} />
        {place ? <div className="address-book-muted">{place}</div> : null}
      </div>
    </Card>
  );
}

/** Placeholder cards while the first page loads (Blueprint's skeleton). */
export function CardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} aria-hidden="true">
          <Card className="address-book-card" compact>
            <div className={`address-book-skeleton-avatar ${Classes.SKELETON}`} />
            <div className="address-book-card-main">
              <div className={`address-book-skeleton-line ${Classes.SKELETON}`} />
              <div className={`address-book-skeleton-line short ${Classes.SKELETON}`} />
              <div className={`address-book-skeleton-line ${Classes.SKELETON}`} />
            </div>
          </Card>
        </li>
      ))}
    </>
  );
}
