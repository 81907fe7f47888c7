import type { AdaptSummary } from "@intranet/contracts/adaptation";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { usePeople } from "../../../shared/usePeople";
import { useDays } from "../../../shared/useDateTime";
import { Avatar } from "../../../ui/Avatar";
import { useAdaptTranslation } from "../i18n";
import { personPath } from "../paths";
import { ProgressLine } from "../ProgressLine";
import { StatusTag } from "../StatusTag";
import { usePeopleNames } from "../../../shared/usePeopleNames";

/**
 * A person on an adaptation in a list: their picture and name (to their progress page), track,
 * progress with the overdue steps in red, the next step, the status; `actions` at the end.
 */
export function PersonRow({
  client,
  item,
  showTrack = true,
  actions,
}: {
  client: string;
  item: AdaptSummary;
  showTrack?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useAdaptTranslation();
  const { byId } = usePeople(client);
  const nameOf = usePeopleNames(client);
  const days = useDays();
  const person = byId.get(item.userId);
  return (
    <li className="adapt-person-row">
      <div className="adapt-person-who">
        {person ? <Avatar user={person} size={32} /> : null}
        <div className="adapt-person-main">
          <Link className="adapt-person-name" to={personPath(item._id)}>
            {nameOf(item.userId)}
          </Link>
          <span className="adapt-muted">
            {showTrack ? `${item.trackName} · ` : ""}
            {t("person.startDay")} {days.date(item.startDay)}
          </span>
        </div>
      </div>
      <ProgressLine progress={item.progress} />
      <div className="adapt-person-next">
        <StatusTag status={item.status} />
        <span className="adapt-muted">
          {item.next
            ? t("progress.next", { name: item.next.name, day: days.dayMonth(item.next.opensOn) })
            : t("progress.none")}
        </span>
      </div>
      {actions ? <div className="adapt-person-actions">{actions}</div> : null}
    </li>
  );
}
