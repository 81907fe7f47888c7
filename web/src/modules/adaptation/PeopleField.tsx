import { FormGroup } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { PersonSearch } from "../../shared/PersonSearch";
import { RemovableChip } from "../../shared/RemovableChip";
import { useAdaptTranslation } from "./i18n";
import { usePeopleNames } from "./usePeopleNames";

/**
 * People chosen with the shared people picker (a track's HR); `single` keeps one person (a
 * newcomer, a mentor): picking another replaces them. `error` is said under the field.
 */
export function PeopleField({
  client,
  label,
  helperText,
  value,
  onChange,
  single = false,
  none,
  max,
  error,
}: {
  client: string;
  label: string;
  helperText?: ReactNode;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  single?: boolean;
  none?: string;
  max?: number;
  error?: ReactNode;
}) {
  const { t } = useAdaptTranslation();
  const nameOf = usePeopleNames(client);
  const full = single ? value.length > 0 : max !== undefined && value.length >= max;
  return (
    <FormGroup
      label={label}
      helperText={error ?? helperText}
      intent={error ? "danger" : "none"}
      className="adapt-people"
    >
      {value.length ? (
        <div role="list" className="adapt-chips" aria-label={label}>
          {value.map((id) => (
            <RemovableChip
              key={id}
              icon="person"
              text={nameOf(id)}
              removeLabel={t("removePerson", { name: nameOf(id) })}
              onRemove={() => onChange(value.filter((other) => other !== id))}
            />
          ))}
        </div>
      ) : (
        <p className="adapt-muted adapt-none">{none ?? t("nobody")}</p>
      )}
      {full ? null : (
        <PersonSearch
          clientId={client}
          chosen={new Set(value)}
          onPick={(person) => onChange(single ? [person._id] : [...value, person._id])}
        />
      )}
    </FormGroup>
  );
}
