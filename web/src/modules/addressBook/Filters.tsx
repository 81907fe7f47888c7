import { Button, FormGroup, HTMLSelect, Switch } from "@blueprintjs/core";
import type { AddressBookFacets } from "@intranet/contracts/addressBook";
import { useId } from "react";
import { indented, type DepartmentOption } from "./departmentOptions";
import { FacetSelect } from "./FacetSelect";
import { activeFilters, cleared, type Filters as FilterValues } from "./queryState";
import { useAddressBookTranslation } from "./i18n";

interface FiltersProps {
  filters: FilterValues;
  /** The administrative structure's departments (empty: no department filter for this reader). */
  departments: readonly DepartmentOption[];
  facets: AddressBookFacets | undefined;
  onChange: (changes: Partial<FilterValues>) => void;
}

/** Department (with or without its sub-departments), city, office and position, and "clear filters". */
export function Filters({ filters, departments, facets, onChange }: FiltersProps) {
  const { t } = useAddressBookTranslation();
  const deptId = useId();
  const showDepartments = departments.length > 0 || !!filters.dept;
  const unknownDept = !!filters.dept && !departments.some((dept) => dept.id === filters.dept);
  return (
    <div className="address-book-filters" role="group" aria-label={t("filters.title")}>
      {showDepartments ? (
        <div className="address-book-filter address-book-filter-dept">
          <FormGroup label={t("filters.department")} labelFor={deptId}>
            <HTMLSelect
              id={deptId}
              fill
              value={filters.dept}
              onChange={(event) => onChange({ dept: event.currentTarget.value })}
            >
              <option value="">{t("filters.allDepartments")}</option>
              {unknownDept ? <option value={filters.dept}>{filters.dept}</option> : null}
              {departments.map((dept) => (
                <option key={dept.id} value={dept.id}>
                  {indented(dept)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <Switch
            className="address-book-subdepartments"
            label={t("filters.subdepartments")}
            checked={filters.subdepartments}
            disabled={!filters.dept}
            onChange={(event) => onChange({ subdepartments: event.currentTarget.checked })}
          />
        </div>
      ) : null}
      <FacetSelect
        label={t("filters.city")}
        anyLabel={t("filters.allCities")}
        value={filters.city}
        choices={facets?.cities}
        onChange={(city) => onChange({ city })}
      />
      <FacetSelect
        label={t("filters.office")}
        anyLabel={t("filters.allOffices")}
        value={filters.office}
        choices={facets?.offices}
        onChange={(office) => onChange({ office })}
      />
      <FacetSelect
        label={t("filters.position")}
        anyLabel={t("filters.allPositions")}
        value={filters.position}
        choices={facets?.positions}
        onChange={(position) => onChange({ position })}
      />
      <Button
        className="address-book-clear"
        variant="minimal"
        icon="cross"
        text={t("filters.clear")}
        disabled={activeFilters(filters) === 0}
        onClick={() => onChange(cleared())}
      />
    </div>
  );
}
