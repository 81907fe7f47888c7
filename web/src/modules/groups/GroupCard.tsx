import { Card, Icon } from "@blueprintjs/core";
import type { GroupView } from "@intranet/contracts/groups";
import { Link } from "react-router-dom";
import { GroupMark } from "./GroupMark";
import { GroupTypeTag } from "./GroupTypeTag";
import { MembershipActions } from "./MembershipActions";
import { groupPath } from "./paths";
import { StandingTag } from "./StandingTag";
import { useGroupsTranslation } from "./i18n";

/** A group in a list: name, description (clamped), type, members, the reader's standing and next step. */
export function GroupCard({ group, visitor }: { group: GroupView; visitor: boolean }) {
  const { t } = useGroupsTranslation();
  return (
    <Card className="groups-card" elevation={0}>
      <article aria-label={group.name} className="groups-card-body">
        <div className="groups-card-head">
          <GroupMark group={group} size={44} />
          <div className="groups-card-title">
            <h3 className="groups-card-name">
              <Link to={groupPath(group._id)}>{group.name}</Link>
            </h3>
            <div className="groups-card-tags">
              <GroupTypeTag type={group.type} />
              <span className="groups-muted groups-count">
                <Icon icon="people" size={14} />
                {t("members", { count: group.membersCount })}
              </span>
            </div>
          </div>
        </div>
        <p className="groups-card-description" title={group.description}>
          {group.description}
        </p>
        <div className="groups-card-foot">
          <StandingTag standing={group.standing} />
          <span className="groups-spacer" />
          {visitor ? null : <MembershipActions group={group} place="card" />}
        </div>
      </article>
    </Card>
  );
}
