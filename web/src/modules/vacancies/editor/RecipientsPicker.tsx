import { FormGroup } from "@blueprintjs/core";
import { vacancyLimits } from "@intranet/contracts/vacancies";
import { PersonSearch } from "../../../shared/PersonSearch";
import { RemovableChip } from "../../../shared/RemovableChip";
import { usePeople } from "../../../shared/usePeople";
import { usePersonName } from "../../../shared/usePersonName";
import { FieldError } from "../FieldError";
import { useVacanciesTranslation } from "../i18n";

/**
 * The people who get a vacancy's responses, picked by name (the shared person search); nobody
 * chosen means every administrator, which the field says.
 */
export function RecipientsPicker({
  clientId,
  value,
  error,
  onChange,
}: {
  clientId: string;
  value: readonly string[];
  error?: string;
  onChange: (ids: string[]) => void;
}) {
  const { t } = useVacanciesTranslation();
  const name = usePersonName();
  const { byId } = usePeople(clientId);
  const full = value.length >= vacancyLimits.recipientsMax;
  return (
    <FormGroup
      label={t("editor.recipients")}
      className="recipients-field"
      intent={error ? "danger" : "none"}
      helperText={error ? <FieldError code={error} /> : undefined}
    >
      <div className="recipients-list" role="list" aria-label={t("editor.recipients")}>
        {value.length ? null : <span className="recipients-muted">{t("editor.recipientsHint")}</span>}
        {value.map((id) => {
          const person = byId.get(id);
          const text = person ? name(person) : t("responses.unknown");
          return (
            <RemovableChip
              key={id}
              icon="person"
              text={text}
              removeLabel={t("editor.removeRecipient", { name: text })}
              onRemove={() => onChange(value.filter((other) => other !== id))}
            />
          );
        })}
      </div>
      {full ? (
        <span className="recipients-muted">{t("editor.recipientsFull", { max: vacancyLimits.recipientsMax })}</span>
      ) : (
        <PersonSearch
          clientId={clientId}
          chosen={new Set(value)}
          onPick={(person) => onChange([...value, person._id])}
        />
      )}
    </FormGroup>
  );
}
