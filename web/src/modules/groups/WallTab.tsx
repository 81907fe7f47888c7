import { Callout, Spinner } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import type { GroupView } from "@intranet/contracts/groups";
import { Suspense } from "react";
import { ParentWall } from "../wall/public";
import { LockedState } from "./LockedState";
import { useGroupsTranslation } from "./i18n";

/** The group's wall: the wall module's feed and composer over the group's posts (readers only; posting by the group's rule). */
export function WallTab({ group, me, visitor }: { group: GroupView; me: UserView; visitor: boolean }) {
  const { t } = useGroupsTranslation();
  if (!group.can.read) return <LockedState group={group} visitor={visitor} />;
  const member = ["owner", "admin", "member"].includes(group.standing);
  return (
    <div className="groups-tab">
      {member && !group.can.post ? (
        <Callout icon="info-sign" compact className="groups-hint">
          {t("wall.adminsOnly")}
        </Callout>
      ) : null}
      <Suspense fallback={<Spinner size={32} className="groups-loading" />}>
        <ParentWall
          parent={{ type: "group", id: group._id }}
          me={me}
          canPost={group.can.post}
          empty={t("wall.empty")}
          placeholder={t("wall.placeholder")}
          forbidden={<LockedState group={group} visitor={visitor} />}
        />
      </Suspense>
    </div>
  );
}
