import { Tag, type IconName } from "@blueprintjs/core";
import type { GroupType } from "@intranet/contracts/groups";
import { useGroupsTranslation } from "./i18n";

export const typeIcons: Record<GroupType, IconName> = { public: "globe", closed: "lock", private: "eye-off" };

/** A group's type as a small tag with its icon; its explanation on hover. */
export function GroupTypeTag({ type }: { type: GroupType }) {
  const { t } = useGroupsTranslation();
  return (
    <Tag minimal icon={typeIcons[type]} className={`groups-type groups-type-${type}`} title={t(`typeHints.${type}`)}>
      {t(`types.${type}`)}
    </Tag>
  );
}
