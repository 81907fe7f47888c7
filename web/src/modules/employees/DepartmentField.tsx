import { HTMLSelect } from "@blueprintjs/core";
import { get, useFormContext, type FieldError } from "react-hook-form";
import { useId } from "react";
import { translateMessage } from "../../i18n/translateMessage";
import { useShellData } from "../../shell/useShellData";
import { useAudienceFacets } from "../../shared/useAudienceLabel";
import { useEmployeesTranslation } from "./i18n";

/**
 * The employee's department, picked from the company's administrative structure (the server refuses
 * any other name). A value stored before that is not in the structure stays offered, so saving the
 * form unchanged keeps it.
 */
export function DepartmentField({ current }: { current: string }) {
  const { t } = useEmployeesTranslation();
  const id = useId();
  const { client } = useShellData();
  const facets = useAudienceFacets(client?._id ?? "");
  const { register, formState } = useFormContext();
  const error = get(formState.errors, "department") as FieldError | undefined;
  const errorText = error?.message ? translateMessage(t, error.message) : undefined;
  const names = [...new Set((facets.data?.departments ?? []).map((dept) => dept.name))];
  if (current && !names.includes(current)) names.unshift(current);
  return (
    <div className={`bp6-form-group${errorText ? " bp6-intent-danger" : ""}`}>
      <label className="bp6-label" htmlFor={id}>
        {t("fields.department")}
      </label>
      <div className="bp6-form-content">
        <HTMLSelect
          id={id}
          fill
          {...register("department")}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? `${id}-helper` : undefined}
          options={[{ value: "", label: t("noDepartment") }, ...names.map((name) => ({ value: name, label: name }))]}
        />
        {errorText ? (
          <div className="bp6-form-helper-text" id={`${id}-helper`} role="alert">
            {errorText}
          </div>
        ) : null}
      </div>
    </div>
  );
}
