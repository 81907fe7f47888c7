import { FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup } from "@blueprintjs/core";
import { vacancyLimits, vacancyStatuses, type VacancyStatus } from "@intranet/contracts/vacancies";
import { TagPicker } from "../../../shared/tags";
import { useAudienceFacets } from "../../../shared/useAudienceLabel";
import { FieldError } from "../FieldError";
import type { DraftErrors, VacancyDraft } from "./draft";
import { RecipientsPicker } from "./RecipientsPicker";
import { RichPart } from "./RichPart";
import { SalaryFields } from "./SalaryFields";
import { useVacanciesTranslation } from "../i18n";

const parts = ["description", "requirements", "conditions"] as const;

/** The vacancy's fields: title, its three texts, salary, place, who gets responses, tags, and (saved ones) its status. */
export function VacancyForm({
  clientId,
  draft,
  errors,
  editing,
  onChange,
}: {
  clientId: string;
  draft: VacancyDraft;
  errors: DraftErrors;
  editing: boolean;
  onChange: (patch: Partial<VacancyDraft>) => void;
}) {
  const { t } = useVacanciesTranslation();
  const departments = useAudienceFacets(clientId).data?.departments ?? [];
  return (
    <div className="vacancies-form">
      <FormGroup
        label={t("editor.title")}
        labelFor="vacancy-title"
        intent={errors.title ? "danger" : "none"}
        helperText={errors.title ? <FieldError code={errors.title} /> : undefined}
      >
        <InputGroup
          id="vacancy-title"
          value={draft.title}
          maxLength={vacancyLimits.titleMax}
          placeholder={t("editor.titlePlaceholder")}
          intent={errors.title ? "danger" : "none"}
          onValueChange={(title) => onChange({ title })}
          autoFocus={!editing}
        />
      </FormGroup>
      {parts.map((key) => (
        <RichPart
          key={key}
          id={`vacancy-${key}`}
          label={t(`editor.${key}`)}
          placeholder={t(`editor.${key}Placeholder`)}
          initialValue={draft[key]}
          error={errors[key]}
          onChange={(html) => onChange({ [key]: html })}
        />
      ))}
      <SalaryFields draft={draft} errors={errors} onChange={onChange} />
      <div className="vacancies-form-row">
        <FormGroup
          label={t("editor.city")}
          labelFor="vacancy-city"
          intent={errors.city ? "danger" : "none"}
          helperText={errors.city ? <FieldError code={errors.city} /> : undefined}
        >
          <InputGroup
            id="vacancy-city"
            value={draft.city}
            maxLength={vacancyLimits.cityMax}
            onValueChange={(city) => onChange({ city })}
          />
        </FormGroup>
        <FormGroup label={t("editor.department")} labelFor="vacancy-department">
          <HTMLSelect
            id="vacancy-department"
            fill
            value={draft.departmentId}
            options={[
              { value: "", label: t("editor.noDepartment") },
              ...departments.map((dept) => ({ value: dept._id, label: dept.name })),
            ]}
            onChange={(event) => onChange({ departmentId: event.currentTarget.value })}
          />
        </FormGroup>
      </div>
      <RecipientsPicker
        clientId={clientId}
        value={draft.recipients}
        error={errors.recipients}
        onChange={(recipients) => onChange({ recipients })}
      />
      <FormGroup label={t("editor.tags")}>
        <TagPicker
          module="vacancies"
          label={t("editor.tags")}
          value={draft.tagIds}
          onChange={(tagIds) => onChange({ tagIds })}
        />
      </FormGroup>
      {editing ? (
        <RadioGroup
          label={t("editor.status")}
          selectedValue={draft.status}
          onChange={(event) => onChange({ status: event.currentTarget.value as VacancyStatus })}
        >
          {vacancyStatuses.map((status) => (
            <Radio key={status} value={status} label={t(`editor.statuses.${status}`)} />
          ))}
        </RadioGroup>
      ) : null}
    </div>
  );
}
