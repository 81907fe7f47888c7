import { Tag, type IconName, type Intent } from "@blueprintjs/core";
import type { GroupStanding } from "@intranet/contracts/groups";
import { useGroupsTranslation } from "./i18n";

const looks: Record<Exclude<GroupStanding, "none">, { icon: IconName; intent: Intent }> = {
  owner: { icon: "crown", intent: "primary" },
  admin: { icon: "shield", intent: "primary" },
  member: { icon: "tick", intent: "success" },
  requested: { icon: "history", intent: "warning" },
  invited: { icon: "envelope", intent: "warning" },
};

/** Where the reader (or a listed person) stands in a group: a role, or a pending request or invitation. */
export function StandingTag({ standing }: { standing: GroupStanding }) {
  const { t } = useGroupsTranslation();
  if (standing === "none") return null;
  const look = looks[standing];
  return (
    <Tag minimal round icon={look.icon} intent={look.intent} className="groups-standing">
      {t(`standing.${standing}`)}
    </Tag>
  );
}
