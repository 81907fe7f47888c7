import { FormGroup } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useSharedTranslation } from "./i18n";
import { PersonSearch } from "./PersonSearch";
import { RemovableChip } from "./RemovableChip";
import { usePeopleNames } from "./usePeopleNames";
import "./peopleField.css";

/**
 * People chosen one by one with the shared people picker (a board's admins, a track's HR, a task's
 * observers); `single` keeps one person (a performer, a newcomer, a mentor): once chosen, the
 * search makes way until they are removed; `max` stops the search once that many are chosen; `disabled` shows the names
 * only. `error` is said under the field instead of the help.
 */
export function PeopleField({
  client,
  label,
  helperText,
  value,
  onChange,
  disabled = false,
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
  disabled?: boolean;
  single?: boolean;
  /** Said when nobody is chosen (default: "Nobody"). */
  none?: string;
  max?: number;
  error?: ReactNode;
}) {
  const { t } = useSharedTranslation();
  const nameOf = usePeopleNames(client);
  const full = single ? value.length > 0 : max !== undefined && value.length >= max;
  return (
    <FormGroup
      label={label}
      helperText={error ?? helperText}
      intent={error ? "danger" : "none"}
      className="people-field"
    >
      {value.length ? (
        <div role="list" className="people-field-chips" aria-label={label}>
          {value.map((id) =>
            disabled ? (
              <span key={id} role="listitem" className="people-field-name">
                {nameOf(id)}
              </span>
            ) : (
              <RemovableChip
                key={id}
                icon="person"
                text={nameOf(id)}
                removeLabel={t("audience.remove", { name: nameOf(id) })}
                onRemove={() => onChange(value.filter((other) => other !== id))}
              />
            ),
          )}
        </div>
      ) : (
        <p className="people-field-none">{none ?? t("people.nobody")}</p>
      )}
      {disabled || full ? null : (
        <PersonSearch
          clientId={client}
          chosen={new Set(value)}
          onPick={(person) => onChange(single ? [person._id] : [...value, person._id])}
        />
      )}
    </FormGroup>
  );
}
