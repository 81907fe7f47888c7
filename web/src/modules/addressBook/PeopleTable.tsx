import { Classes, HTMLTable, Tag } from "@blueprintjs/core";
import type { DirectoryPersonView } from "@intranet/contracts/addressBook";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { paths } from "../../app/paths";
import { usePersonName } from "../../shared/usePersonName";
import { Avatar } from "../../ui/Avatar";
import { Contacts, placeOf } from "./Contacts";
import { useAddressBookTranslation } from "./i18n";

const columns = ["name", "position", "department", "contacts", "place"] as const;

/** Clicks on a link or a button inside a row do their own thing, not open the profile. */
const onControl = (event: MouseEvent) => (event.target as Element).closest("a, button") !== null;

/**
 * The compact view: one row per person (it scrolls sideways on a narrow screen, the name column
 * stays). A row opens the profile; its links call or write.
 */
export function PeopleTable({ people, loading }: { people: readonly DirectoryPersonView[]; loading: boolean }) {
  const { t } = useAddressBookTranslation();
  const name = usePersonName();
  const navigate = useNavigate();
  return (
    <div className="address-book-table-scroll">
      <HTMLTable className="address-book-table" compact interactive={!loading}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`fields.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: 8 }, (_, index) => (
                <tr key={index} aria-hidden="true">
                  {columns.map((column) => (
                    <td key={column}>
                      <div className={`address-book-skeleton-line ${Classes.SKELETON}`} />
                    </td>
                  ))}
                </tr>
              ))
            : people.map((person) => (
                <tr
                  key={person._id}
                  onClick={(event) => {
                    if (!onControl(event)) void navigate(paths.profile(person._id));
                  }}
                >
                  <th scope="row" className="address-book-table-name">
                    <span className="address-book-table-person">
                      <Avatar user={{ ...person, login: "" }} size={24} />
                      <Link to={paths.profile(person._id)}>{name(person)}</Link>
                      {person.pinned ? (
                        <Tag minimal round intent="primary" className="address-book-pin">
                          {t("pinned")}
                        </Tag>
                      ) : null}
                    </span>
                  </th>
                  <td>{person.position}</td>
                  <td>{person.department}</td>
                  <td>
                    <Contacts person={person} />
                  </td>
                  <td>{placeOf(person)}</td>
                </tr>
              ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
