import { Button, FormGroup, HTMLSelect, InputGroup, Switch, Tag, type IconName } from "@blueprintjs/core";
import { addressBookRoutes } from "@intranet/contracts/addressBook";
import type { Audience } from "@intranet/contracts/audiences";
import type { UserView } from "@intranet/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { callRoute } from "../../../api/client";
import { translateCode } from "../../../i18n/translateMessage";
import { usePeople } from "../../../shared/usePeople";
import { usePersonName } from "../../../shared/usePersonName";
import { addAudience, pickableKinds, removePerson, type PickableKind } from "./audiences";
import { usePollsTranslation } from "../i18n";
import type { ErrorCode } from "@intranet/contracts";

interface RecipientsFieldProps {
  clientId: string;
  forAll: boolean;
  recipients: Audience[];
  error?: string;
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
    <span role="listitem" className="polls-chip">
      <Tag minimal icon={icon} className="polls-chip-tag">
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
 * Who the poll is for: everyone in the company, or audiences (product-spec §6) — departments (with
 * their sub-departments), cities, positions and people named one by one. Departments come from the
 * address book's filters, cities, positions and people from the company's people.
 */
export function RecipientsField({ clientId, forAll, recipients, error, onChange }: RecipientsFieldProps) {
  const { t } = usePollsTranslation();
  const name = usePersonName();
  const { people, byId } = usePeople(clientId);
  const facets = useQuery({
    queryKey: ["polls", "facets", clientId],
    queryFn: () => callRoute(addressBookRoutes.facets, { params: { client: clientId } }, { no_show: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const [kind, setKind] = useState<PickableKind>("department");
  const [search, setSearch] = useState("");
  const departments = facets.data?.departments ?? [];
  const options: Record<Exclude<PickableKind, "users">, Array<{ value: string; label: string }>> = {
    department: departments.map((dept) => ({ value: dept._id, label: dept.name })),
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

  const label = (audience: Audience): string => {
    switch (audience.kind) {
      case "department":
        return departments.find((dept) => dept._id === audience.deptId)?.name ?? t("audience.unknown");
      case "city":
        return audience.city;
      case "position":
        return audience.position;
      case "manager": {
        const head = byId.get(audience.userId);
        return `${t("audience.kinds.manager")}: ${head ? name(head) : t("audience.unknown")}`;
      }
      case "workingTime":
        return `${t("audience.kinds.workingTime")}: ${t("audience.months", { from: audience.fromMonths ?? 0, to: audience.toMonths ?? "∞" })}`;
      default:
        return t(`audience.kinds.${audience.kind}`);
    }
  };

  return (
    <FormGroup label={t("editor.recipients")} className="polls-recipients">
      <Switch
        checked={forAll}
        label={t("editor.forAll")}
        onChange={(event) => onChange({ forAll: event.currentTarget.checked, recipients })}
      />
      {forAll ? null : (
        <>
          <div className="polls-audiences" aria-label={t("editor.recipients")} role="list">
            {recipients.length ? null : <span className="polls-muted">{t("audience.none")}</span>}
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
          <div className="polls-audience-add">
            <HTMLSelect
              aria-label={t("audience.kind")}
              value={kind}
              onChange={(event) => setKind(event.currentTarget.value as PickableKind)}
              options={pickableKinds.map((value) => ({ value, label: t(`audience.kinds.${value}`) }))}
            />
            {kind === "users" ? (
              <div className="polls-person-search">
                <InputGroup
                  type="search"
                  leftIcon="search"
                  aria-label={t("audience.findPerson")}
                  placeholder={t("audience.findPerson")}
                  value={search}
                  onValueChange={setSearch}
                />
                {term ? (
                  <div className="polls-person-matches">
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
                      <span className="polls-muted">{t("audience.noMatch")}</span>
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
        <p className="polls-field-error" role="alert">
          {translateCode(t, error as ErrorCode)}
        </p>
      ) : null}
    </FormGroup>
  );
}
