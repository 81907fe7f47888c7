import { FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { FieldError } from "../FieldError";
import { currencyChoices } from "./currencies";
import type { DraftErrors, VacancyDraft } from "./draft";
import { useVacanciesTranslation } from "../i18n";

type SalaryDraft = Pick<VacancyDraft, "salaryFrom" | "salaryTo" | "currency">;

/** The salary range: from, to (either may stay empty) and the currency. */
export function SalaryFields({
  draft,
  errors,
  onChange,
}: {
  draft: SalaryDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<SalaryDraft>) => void;
}) {
  const { t } = useVacanciesTranslation();
  const bound = (key: "salaryFrom" | "salaryTo", label: string) => (
    <FormGroup
      label={label}
      labelFor={`vacancy-${key}`}
      intent={errors[key] ? "danger" : "none"}
      helperText={errors[key] ? <FieldError code={errors[key]} /> : undefined}
      className="vacancies-salary-bound"
    >
      <InputGroup
        id={`vacancy-${key}`}
        inputMode="numeric"
        autoComplete="off"
        value={draft[key]}
        intent={errors[key] ? "danger" : "none"}
        onValueChange={(value) => onChange({ [key]: value })}
      />
    </FormGroup>
  );
  return (
    <fieldset className="vacancies-salary-fields">
      <legend className="bp6-label">{t("editor.salary")}</legend>
      <div className="vacancies-salary-row">
        {bound("salaryFrom", t("editor.salaryFrom"))}
        {bound("salaryTo", t("editor.salaryTo"))}
        <FormGroup label={t("editor.currency")} labelFor="vacancy-currency" className="vacancies-salary-currency">
          <HTMLSelect
            id="vacancy-currency"
            value={draft.currency}
            options={currencyChoices(draft.currency)}
            onChange={(event) => onChange({ currency: event.currentTarget.value })}
          />
        </FormGroup>
      </div>
      <p className="vacancies-muted vacancies-hint">{t("editor.salaryHint")}</p>
    </fieldset>
  );
}
