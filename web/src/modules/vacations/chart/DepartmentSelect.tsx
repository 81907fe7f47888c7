import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useAudienceFacets } from "../../../shared/useAudienceLabel";
import { useVacationsTranslation } from "../i18n";

/**
 * The department whose people (with those of the departments below it) the chart shows, from the
 * company's structure as the address book's facets list it; none: everyone the caller may see.
 */
export function DepartmentSelect({
  client,
  value,
  onChange,
}: {
  client: string;
  value: string;
  onChange: (dept: string) => void;
}) {
  const { t } = useVacationsTranslation();
  const departments = useAudienceFacets(client).data?.departments ?? [];
  return (
    <FormGroup label={t("chart.department")} labelFor="vac-chart-dept" className="vac-filter">
      <HTMLSelect
        id="vac-chart-dept"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        options={[
          { value: "", label: t("chart.allDepartments") },
          ...departments.map((dept) => ({ value: dept._id, label: dept.name })),
        ]}
      />
    </FormGroup>
  );
}
