import { FormGroup, HTMLSelect, Switch, type IconName } from "@blueprintjs/core";
import type { Audience } from "@intranet/contracts/audiences";
import type { ErrorCode } from "@intranet/contracts";
import { useState } from "react";
import { translateCode } from "../i18n/translateMessage";
import { addAudience, pickableKinds, removePerson, type PickableKind } from "./audiences";
import { PersonSearch } from "./PersonSearch";
import { RemovableChip } from "./RemovableChip";
import { useSharedTranslation } from "./i18n";
import { useAudienceFacets, useAudienceLabel } from "./useAudienceLabel";
import { usePeople } from "./usePeople";
import { usePersonName } from "./usePersonName";
import "./recipientsField.css";

interface RecipientsFieldProps {
  clientId: string;
  forAll: boolean;
  recipients: Audience[];
  /** A catalogue code. */
  error?: string;
  /**
   * The owner's words: the field ("Recipients", "Members"), the switch, the kind select and the empty
   * list. Without `forAll` there is no "everyone" switch (an exclusion list: "No access").
   */
  labels: { field: string; forAll?: string; kind: string; none: string };
  onChange: (change: { forAll: boolean; recipients: Audience[] }) => void;
}

const audienceIcons: Partial<Record<Audience["kind"], IconName>> = {
  department: "diagram-tree",
  city: "office",
  position: "briefcase",
  manager: "crown",
};

const distinct = (values: Array<string | undefined>) =>
  [...new Set(values.filter((value): value is string => !!value?.trim()))].sort((a, b) => a.localeCompare(b));

/**
 * Who an object is for (a poll's recipients, an event's members): everyone in the company, or
 * audiences (product-spec §6) — departments (with their sub-departments), cities, positions and
 * people named one by one. Departments come from the address book's filters, cities, positions and
 * people from the company's people.
 */
export function RecipientsField({ clientId, forAll, recipients, error, labels, onChange }: RecipientsFieldProps) {
  const { t } = useSharedTranslation();
  const name = usePersonName();
  const { people, byId } = usePeople(clientId);
  const facets = useAudienceFacets(clientId);
  const label = useAudienceLabel(clientId);
  const [kind, setKind] = useState<PickableKind>("department");
  const options: Record<Exclude<PickableKind, "users">, Array<{ value: string; label: string }>> = {
    department: (facets.data?.departments ?? []).map((dept) => ({ value: dept._id, label: dept.name })),
    city: distinct([
      ...(facets.data?.cities.map((city) => city.value) ?? []),
      ...people.map((person) => person.city),
    ]).map((value) => ({ value, label: value })),
    position: distinct([
      ...(facets.data?.positions.map((position) => position.value) ?? []),
      ...people.map((person) => person.position),
    ]).map((value) => ({ value, label: value })),
  };
  const set = (next: Audience[]) => onChange({ forAll, recipients: next });
  const add = (audience: Audience) => set(addAudience(recipients, audience));
  const pick = (value: string) => {
    if (!value) return;
    if (kind === "department") add({ kind: "department", deptId: value, subdepartments: true });
    if (kind === "city") add({ kind: "city", city: value });
    if (kind === "position") add({ kind: "position", position: value });
  };
  const chosen = new Set(recipients.flatMap((audience) => (audience.kind === "users" ? audience.userIds : [])));

  return (
    <FormGroup label={labels.field} className="recipients-field">
      {labels.forAll ? (
        <Switch
          checked={forAll}
          label={labels.forAll}
          onChange={(event) => onChange({ forAll: event.currentTarget.checked, recipients })}
        />
      ) : null}
      {forAll ? null : (
        <>
          <div className="recipients-list" aria-label={labels.field} role="list">
            {recipients.length ? null : <span className="recipients-muted">{labels.none}</span>}
            {recipients.flatMap((audience, index) =>
              audience.kind === "users"
                ? audience.userIds.map((userId) => {
                    const person = byId.get(userId);
                    const text = person ? name(person) : t("audience.unknown");
                    return (
                      <RemovableChip
                        key={`u-${userId}`}
                        icon="person"
                        text={text}
                        removeLabel={t("audience.remove", { name: text })}
                        onRemove={() => set(removePerson(recipients, userId))}
                      />
                    );
                  })
                : [
                    <RemovableChip
                      key={`a-${index}`}
                      icon={audienceIcons[audience.kind] ?? "people"}
                      text={label(audience)}
                      removeLabel={t("audience.remove", { name: label(audience) })}
                      onRemove={() => set(recipients.filter((_, other) => other !== index))}
                    />,
                  ],
            )}
          </div>
          <div className="recipients-add">
            <HTMLSelect
              aria-label={labels.kind}
              value={kind}
              onChange={(event) => setKind(event.currentTarget.value as PickableKind)}
              options={pickableKinds.map((value) => ({ value, label: t(`audience.kinds.${value}`) }))}
            />
            {kind === "users" ? (
              <PersonSearch
                clientId={clientId}
                chosen={chosen}
                onPick={(person) => add({ kind: "users", userIds: [person._id] })}
              />
            ) : (
              <HTMLSelect
                aria-label={t(`audience.kinds.${kind}`)}
                value=""
                onChange={(event) => pick(event.currentTarget.value)}
                options={[{ value: "", label: t("audience.choose") }, ...options[kind]]}
              />
            )}
          </div>
        </>
      )}
      {error ? (
        <p className="recipients-error" role="alert">
          {translateCode(t, error as ErrorCode)}
        </p>
      ) : null}
    </FormGroup>
  );
}
