import { Button, FormGroup, HTMLSelect, InputGroup, Switch, Tag, type IconName } from "@blueprintjs/core";
import type { Audience } from "@intranet/contracts/audiences";
import type { ErrorCode, UserView } from "@intranet/contracts";
import { useState } from "react";
import { translateCode } from "../i18n/translateMessage";
import { addAudience, pickableKinds, removePerson, type PickableKind } from "./audiences";
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
  /** The owner's words: the field ("Recipients", "Members"), the switch, the kind select and the empty list. */
  labels: { field: string; forAll: string; kind: string; none: string };
  onChange: (change: { forAll: boolean; recipients: Audience[] }) => void;
}

const audienceIcons: Partial<Record<Audience["kind"], IconName>> = {
  department: "diagram-tree",
  city: "office",
  position: "briefcase",
  manager: "crown",
};

/** A chosen recipient with its remove button (named after it). */
function Chip({
  icon,
  text,
  removeLabel,
  onRemove,
}: {
  icon: IconName;
  text: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <span role="listitem" className="recipients-chip">
      <Tag minimal icon={icon} className="recipients-chip-tag">
        {text}
      </Tag>
      <Button
        variant="minimal"
        size="small"
        icon="cross"
        aria-label={removeLabel}
        title={removeLabel}
        onClick={onRemove}
      />
    </span>
  );
}

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
  const [search, setSearch] = useState("");
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
  const term = search.trim().toLowerCase();
  const chosen = new Set(recipients.flatMap((audience) => (audience.kind === "users" ? audience.userIds : [])));
  const matches: UserView[] = term
    ? people.filter((person) => !chosen.has(person._id) && name(person).toLowerCase().includes(term)).slice(0, 6)
    : [];

  return (
    <FormGroup label={labels.field} className="recipients-field">
      <Switch
        checked={forAll}
        label={labels.forAll}
        onChange={(event) => onChange({ forAll: event.currentTarget.checked, recipients })}
      />
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
                      <Chip
                        key={`u-${userId}`}
                        icon="person"
                        text={text}
                        removeLabel={t("audience.remove", { name: text })}
                        onRemove={() => set(removePerson(recipients, userId))}
                      />
                    );
                  })
                : [
                    <Chip
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
              <div className="recipients-person-search">
                <InputGroup
                  type="search"
                  leftIcon="search"
                  aria-label={t("audience.findPerson")}
                  placeholder={t("audience.findPerson")}
                  value={search}
                  onValueChange={setSearch}
                />
                {term ? (
                  <div className="recipients-person-matches">
                    {matches.length ? (
                      matches.map((person) => (
                        <Button
                          key={person._id}
                          variant="minimal"
                          icon="plus"
                          text={name(person)}
                          onClick={() => {
                            add({ kind: "users", userIds: [person._id] });
                            setSearch("");
                          }}
                        />
                      ))
                    ) : (
                      <span className="recipients-muted">{t("audience.noMatch")}</span>
                    )}
                  </div>
                ) : null}
              </div>
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
