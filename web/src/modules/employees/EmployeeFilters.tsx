import { HTMLSelect, InputGroup } from "@blueprintjs/core";
import { employeeStatuses } from "@intranet/contracts/users";
import type { EmployeeFilter } from "./useEmployeeSearch";
import { useEmployeesTranslation } from "./i18n";

interface EmployeeFiltersProps {
  value: EmployeeFilter;
  onChange: (next: EmployeeFilter) => void;
}

/** Search text, department, position and status of the all-employees tab. */
export function EmployeeFilters({ value, onChange }: EmployeeFiltersProps) {
  const { t } = useEmployeesTranslation();
  const set = (patch: Partial<EmployeeFilter>) => onChange({ ...value, ...patch });
  return (
    <div className="cabinet-filters" role="search">
      <InputGroup
        type="search"
        leftIcon="search"
        className="cabinet-filter-search"
        placeholder={t("searchPlaceholder")}
        aria-label={t("ui:common.search")}
        value={value.search}
        onValueChange={(search) => set({ search })}
      />
      <InputGroup
        placeholder={t("fields.department")}
        aria-label={t("fields.department")}
        value={value.department}
        onValueChange={(department) => set({ department })}
      />
      <InputGroup
        placeholder={t("fields.position")}
        aria-label={t("fields.position")}
        value={value.position}
        onValueChange={(position) => set({ position })}
      />
      <HTMLSelect
        aria-label={t("fields.status")}
        value={value.status}
        onChange={(event) => set({ status: event.currentTarget.value as EmployeeFilter["status"] })}
        options={[
          ...employeeStatuses.map((status) => ({ value: status, label: t(`ui:status.${status}`) })),
          { value: "all", label: t("ui:common.all") },
        ]}
      />
    </div>
  );
}
