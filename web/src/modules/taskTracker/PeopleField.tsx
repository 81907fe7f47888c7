import { FormGroup } from "@blueprintjs/core";
import { PersonSearch } from "../../shared/PersonSearch";
import { RemovableChip } from "../../shared/RemovableChip";
import { usePeopleNames } from "./usePeopleNames";
import { useTrackerTranslation } from "./i18n";

/**
 * People chosen one by one with the shared people picker (a board's admins, a task's co-performers
 * and observers); `single` keeps one person (a task's performer): picking another replaces them.
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
}: {
  client: string;
  label: string;
  helperText?: string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
  single?: boolean;
  none?: string;
  max?: number;
}) {
  const { t } = useTrackerTranslation();
  const nameOf = usePeopleNames(client);
  const full = !single && max !== undefined && value.length >= max;
  return (
    <FormGroup label={label} helperText={helperText} className="tt-people-field">
      {value.length ? (
        <div role="list" className="tt-chips" aria-label={label}>
          {value.map((id) =>
            disabled ? (
              <span key={id} role="listitem" className="tt-person">
                {nameOf(id)}
              </span>
            ) : (
              <RemovableChip
                key={id}
                icon="person"
                text={nameOf(id)}
                removeLabel={t("task.removePerson", { name: nameOf(id) })}
                onRemove={() => onChange(value.filter((other) => other !== id))}
              />
            ),
          )}
        </div>
      ) : (
        <p className="tt-muted tt-none">{none ?? t("nobody")}</p>
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
