import type { GroupView } from "@intranet/contracts/groups";

/** A group's picture: its avatar, else its first letter on a colour taken from its id. */
export function GroupMark({ group, size = 40 }: { group: Pick<GroupView, "_id" | "name" | "avatar">; size?: number }) {
  if (group.avatar)
    return <img className="groups-mark" src={group.avatar} alt="" width={size} height={size} aria-hidden />;
  let hash = 0;
  for (const char of group._id) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return (
    <span
      className="groups-mark"
      aria-hidden
      style={{ width: size, height: size, fontSize: Math.round(size * 0.45), background: `hsl(${hash} 45% 42%)` }}
    >
      {group.name.trim().charAt(0).toUpperCase() || "#"}
    </span>
  );
}
