import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { paths } from "../app/paths";
import { Avatar } from "../ui/Avatar";
import { usePersonName } from "./usePersonName";
import "./personLine.css";

export interface PersonLinePerson {
  _id: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  avatar?: string;
  login?: string;
}

/** A colleague in a list: avatar, name linking to the profile, and a line under it (position, date…). */
export function PersonLine({
  person,
  detail,
  size = 32,
}: {
  person: PersonLinePerson;
  detail?: ReactNode;
  size?: number;
}) {
  const name = usePersonName();
  return (
    <div className="person-line">
      <Avatar user={{ ...person, login: person.login ?? "" }} size={size} />
      <div className="person-line-main">
        <Link className="person-line-name" to={paths.profile(person._id)}>
          {name(person)}
        </Link>
        {detail ? <div className="person-line-detail">{detail}</div> : null}
      </div>
    </div>
  );
}
