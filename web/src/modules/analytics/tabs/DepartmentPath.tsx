import { Button } from "@blueprintjs/core";
import type { ReportFrame } from "@intranet/contracts/analytics";
import { useAudienceFacets } from "../../../shared/useAudienceLabel";
import { useAnalyticsTranslation } from "../i18n";

interface Step {
  deptId: string;
  name: string;
}

/** The departments from the top down to `deptId`, by the structure's parents (the facets list them). */
function pathTo(departments: ReadonlyArray<{ _id: string; name: string; parent: string | null }>, deptId: string) {
  const byId = new Map(departments.map((dept) => [dept._id, dept]));
  const steps: Step[] = [];
  for (let dept = byId.get(deptId); dept && steps.length <= departments.length; dept = byId.get(dept.parent ?? ""))
    steps.unshift({ deptId: dept._id, name: dept.name });
  return steps;
}

/**
 * Where the departments table is: the whole company, then each department down to the shown one,
 * each a step back up; and "Up" to the one above.
 */
export function DepartmentPath({
  client,
  current,
  open,
}: {
  client: string;
  current: ReportFrame["dept"];
  open: (dept: string) => void;
}) {
  const { t } = useAnalyticsTranslation();
  const departments = useAudienceFacets(client).data?.departments ?? [];
  if (!current) return null;
  const found = pathTo(departments, current.deptId);
  const steps = found.length ? found : [current];
  const above = steps.length > 1 ? steps[steps.length - 2]!.deptId : "";
  return (
    <nav className="an-path" aria-label={t("departments.path")}>
      <Button icon="arrow-up" size="small" text={t("departments.up")} onClick={() => open(above)} />
      <ol className="an-crumbs">
        <li>
          <Button variant="minimal" size="small" text={t("frame.company")} onClick={() => open("")} />
        </li>
        {steps.map((step, index) =>
          index === steps.length - 1 ? (
            <li key={step.deptId} aria-current="page" className="an-crumb-current">
              {step.name}
            </li>
          ) : (
            <li key={step.deptId}>
              <Button variant="minimal" size="small" text={step.name} onClick={() => open(step.deptId)} />
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
