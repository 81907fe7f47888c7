import { Tag, type IconName } from "@blueprintjs/core";
import type { EventView } from "@intranet/contracts/calendar";
import { useAudienceLabel } from "../../../shared/useAudienceLabel";
import { usePeople } from "../../../shared/usePeople";
import { usePersonName } from "../../../shared/usePersonName";
import { useCalendarTranslation } from "../i18n";

const audienceIcons: Partial<Record<string, IconName>> = {
  all: "people",
  department: "diagram-tree",
  city: "office",
  position: "briefcase",
  manager: "crown",
};

/** Who is invited: audiences first ("Everyone", a department…), then people by name in the reader's order. */
export function MemberList({ clientId, members }: { clientId: string; members: EventView["members"] }) {
  const { t } = useCalendarTranslation();
  const name = usePersonName();
  const label = useAudienceLabel(clientId);
  const { byId } = usePeople(clientId);
  const people = members.userIds.map((id) => {
    const person = byId.get(id);
    return { id, text: person ? name(person) : t("details.someone") };
  });
  return (
    <ul className="calendar-members" aria-label={t("details.members")}>
      {members.audiences.map((audience, index) => (
        <li key={`a-${index}`}>
          <Tag minimal icon={audienceIcons[audience.kind] ?? "people"}>
            {label(audience)}
          </Tag>
        </li>
      ))}
      {people.map((person) => (
        <li key={person.id}>
          <Tag minimal icon="person">
            {person.text}
          </Tag>
        </li>
      ))}
    </ul>
  );
}
