import type { GroupView } from "@intranet/contracts/groups";
import { GroupCard } from "./GroupCard";

/** Group cards in a grid: one column on a phone, up to three on a desktop. */
export function GroupGrid({ groups, visitor, label }: { groups: GroupView[]; visitor: boolean; label?: string }) {
  return (
    <ul className="groups-grid" aria-label={label}>
      {groups.map((group) => (
        <li key={group._id}>
          <GroupCard group={group} visitor={visitor} />
        </li>
      ))}
    </ul>
  );
}
