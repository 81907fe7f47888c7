import type { AdaptView } from "@intranet/contracts/adaptation";
import { Link } from "react-router-dom";
import { PersonLine } from "../../../shared/PersonLine";
import { usePeople } from "../../../shared/usePeople";
import { useDays } from "../../../shared/useDateTime";
import { useAdaptTranslation } from "../i18n";
import { trackPath } from "../paths";
import { ProgressLine } from "../ProgressLine";
import { StatusTag } from "../StatusTag";
import { usePeopleNames } from "../../../shared/usePeopleNames";

/** Whose adaptation this is (picture and name), on which track, with whom, since when, how far. */
export function PersonHeader({
  plan,
  client,
  canOpenTrack,
}: {
  plan: AdaptView;
  client: string;
  canOpenTrack: boolean;
}) {
  const { t } = useAdaptTranslation();
  const { byId } = usePeople(client);
  const nameOf = usePeopleNames(client);
  const days = useDays();
  const person = byId.get(plan.userId);
  const people = [
    ["mentor", plan.mentorId],
    ["chief", plan.chiefId],
    ["hr", plan.hrId],
  ] as const;
  return (
    <header className="adapt-person-head">
      <div className="adapt-person-who">
        {person ? (
          <PersonLine person={person} size={48} detail={<StatusTag status={plan.status} />} />
        ) : (
          <h1 className="adapt-title">{nameOf(plan.userId)}</h1>
        )}
      </div>
      <dl className="adapt-facts">
        <div>
          <dt>{t("person.track")}</dt>
          <dd>{canOpenTrack ? <Link to={trackPath(plan.trackId)}>{plan.trackName}</Link> : plan.trackName}</dd>
        </div>
        {people.map(([role, id]) => (
          <div key={role}>
            <dt>{t(`roles.${role}`)}</dt>
            <dd>{nameOf(id)}</dd>
          </div>
        ))}
        <div>
          <dt>{t("person.startDay")}</dt>
          <dd>{days.date(plan.startDay)}</dd>
        </div>
      </dl>
      <ProgressLine progress={plan.progress} />
    </header>
  );
}
