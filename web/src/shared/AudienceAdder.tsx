import { Button, HTMLSelect } from "@blueprintjs/core";
import { workingTimeBands, type Audience, type WorkingTimeBand } from "@intranet/contracts/audiences";
import { useState } from "react";
import { pickableKinds, type PickableKind } from "./audiences";
import { PersonSearch } from "./PersonSearch";
import { useSharedTranslation } from "./i18n";
import { useAudienceFacets } from "./useAudienceLabel";
import { usePeople } from "./usePeople";

const distinct = (values: Array<string | undefined>) =>
  [...new Set(values.filter((value): value is string => !!value?.trim()))].sort((a, b) => a.localeCompare(b));

/**
 * The audience picker's "add" row: a kind, then its value — a department, city, position or
 * working-time band from a list, a person (one by one, or as the manager whose team it is), or the
 * heads of departments as a whole. `chosen` lists what is already there, so it is not offered again.
 */
export function AudienceAdder({
  clientId,
  kindLabel,
  recipients,
  onAdd,
}: {
  clientId: string;
  kindLabel: string;
  recipients: readonly Audience[];
  onAdd: (audience: Audience) => void;
}) {
  const { t } = useSharedTranslation();
  const { people } = usePeople(clientId);
  const facets = useAudienceFacets(clientId);
  const [kind, setKind] = useState<PickableKind>("department");
  const lists = {
    department: (facets.data?.departments ?? []).map((dept) => ({ value: dept._id, label: dept.name })),
    city: distinct([...(facets.data?.cities.map((city) => city.value) ?? []), ...people.map((person) => person.city)]),
    position: distinct([
      ...(facets.data?.positions.map((position) => position.value) ?? []),
      ...people.map((person) => person.position),
    ]),
    workingTime: (Object.keys(workingTimeBands) as WorkingTimeBand[]).map((band) => ({
      value: band,
      label: t(`audience.bands.${band}`),
    })),
  };
  const fromList = (value: string): Audience | undefined => {
    if (kind === "department") return { kind: "department", deptId: value, subdepartments: true };
    if (kind === "city") return { kind: "city", city: value };
    if (kind === "position") return { kind: "position", position: value };
    if (kind === "workingTime") return { kind: "workingTime", ...workingTimeBands[value as WorkingTimeBand] };
    return undefined;
  };
  const personIds = (of: "users" | "manager") =>
    new Set(
      recipients.flatMap((audience) => {
        if (of === "users" && audience.kind === "users") return audience.userIds;
        if (of === "manager" && audience.kind === "manager") return [audience.userId];
        return [];
      }),
    );

  const value = () => {
    switch (kind) {
      case "users":
        return (
          <PersonSearch
            clientId={clientId}
            chosen={personIds("users")}
            onPick={(person) => onAdd({ kind: "users", userIds: [person._id] })}
          />
        );
      case "manager":
        return (
          <PersonSearch
            clientId={clientId}
            chosen={personIds("manager")}
            onPick={(person) => onAdd({ kind: "manager", userId: person._id })}
          />
        );
      case "managers":
        return (
          <Button
            icon="plus"
            text={t("audience.add")}
            disabled={recipients.some((audience) => audience.kind === "managers")}
            onClick={() => onAdd({ kind: "managers" })}
          />
        );
      default: {
        const options = lists[kind].map((option) =>
          typeof option === "string" ? { value: option, label: option } : option,
        );
        return (
          <HTMLSelect
            aria-label={t(`audience.kinds.${kind}`)}
            value=""
            onChange={(event) => {
              const added = event.currentTarget.value ? fromList(event.currentTarget.value) : undefined;
              if (added) onAdd(added);
            }}
            options={[{ value: "", label: t("audience.choose") }, ...options]}
          />
        );
      }
    }
  };

  return (
    <div className="recipients-add">
      <HTMLSelect
        aria-label={kindLabel}
        value={kind}
        onChange={(event) => setKind(event.currentTarget.value as PickableKind)}
        options={pickableKinds.map((option) => ({ value: option, label: t(`audience.kinds.${option}`) }))}
      />
      {value()}
    </div>
  );
}
