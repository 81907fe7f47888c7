import { NonIdealState } from "@blueprintjs/core";
import type { GroupView } from "@intranet/contracts/groups";
import { MembershipActions } from "./MembershipActions";
import { useGroupsTranslation } from "./i18n";

/** A closed group's wall and members, for someone outside it: join (or ask to) to see them. */
export function LockedState({ group, visitor }: { group: GroupView; visitor: boolean }) {
  const { t } = useGroupsTranslation();
  return (
    <NonIdealState
      icon="lock"
      title={t("wall.locked")}
      description={t("wall.lockedText")}
      action={visitor ? undefined : <MembershipActions group={group} place="page" />}
    />
  );
}
