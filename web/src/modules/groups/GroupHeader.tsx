import { Callout, Card, Icon } from "@blueprintjs/core";
import type { GroupView } from "@intranet/contracts/groups";
import { useNavigate } from "react-router-dom";
import { AvatarEditor, CoverBand, ImageError } from "../profile/public";
import { GroupMark } from "./GroupMark";
import { useGroupPicture } from "./useGroupPicture";
import { GroupTypeTag } from "./GroupTypeTag";
import { MembershipActions } from "./MembershipActions";
import { groupsPath } from "./paths";
import { StandingTag } from "./StandingTag";
import { useGroupsTranslation } from "./i18n";

/**
 * The top of a group's page: its cover and avatar (changed by its managers), name, type, members
 * and description, where the reader stands and their next step.
 */
export function GroupHeader({ group, visitor }: { group: GroupView; visitor: boolean }) {
  const { t } = useGroupsTranslation();
  const navigate = useNavigate();
  const avatar = useGroupPicture(group, "avatar");
  const cover = useGroupPicture(group, "cover");
  const editable = group.can.manage && !visitor;
  return (
    <Card className="groups-hero">
      <CoverBand image={cover} editable={editable} />
      <ImageError image={cover} />
      <ImageError image={avatar} />
      <div className="groups-hero-main">
        <span className="picture-box">
          <GroupMark group={group} size={64} />
          {editable ? <AvatarEditor image={avatar} /> : null}
        </span>
        <div className="groups-hero-text">
          <h1 className="groups-hero-name">{group.name}</h1>
          <div className="groups-card-tags">
            <GroupTypeTag type={group.type} />
            <span className="groups-muted groups-count">
              <Icon icon="people" size={14} />
              {t("members", { count: group.membersCount })}
            </span>
            <StandingTag standing={group.standing} />
          </div>
        </div>
        {visitor ? null : (
          <div className="groups-hero-actions">
            <MembershipActions
              group={group}
              place="page"
              onDone={(step, result) => {
                // Out of a private group: it is not there for them any more.
                if (group.type === "private" && result.standing === "none" && step !== "withdraw")
                  void navigate(groupsPath, { replace: true });
              }}
            />
          </div>
        )}
      </div>
      <p className="groups-hero-description">{group.description}</p>
      {group.standing === "owner" ? (
        <Callout intent="primary" icon="crown" compact className="groups-hint">
          {t("ownerHint")}
        </Callout>
      ) : null}
    </Card>
  );
}
