import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useSharedTranslation } from "./i18n";
import { useAudienceFacets } from "./useAudienceLabel";

/**
 * A department of the company's structure, as the address book's facets list it, or none ("All
 * departments"): the filter of a page that shows a department with those below it (the vacations'
 * team chart, the analytics reports). `id` names the field (its label points to it).
 */
export function DepartmentSelect({
  client,
  value,
  onChange,
  id = "department-select",
  className,
  disabled = false,
}: {
  client: string;
  value: string;
  onChange: (dept: string) => void;
  id?: string;
  className?: string;
  disabled?: boolean;
}) {
  const { t } = useSharedTranslation();
  const departments = useAudienceFacets(client).data?.departments ?? [];
  return (
    <FormGroup label={t("departmentSelect.label")} labelFor={id} className={className} disabled={disabled}>
      <HTMLSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
        options={[
          { value: "", label: t("departmentSelect.all") },
          ...departments.map((dept) => ({ value: dept._id, label: dept.name })),
        ]}
      />
    </FormGroup>
  );
}
