import { NonIdealState } from "@blueprintjs/core";
import { idpLimits } from "@intranet/contracts/idp";
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "../../../ui/QueryState";
import { idpApi, idpKeys } from "../api";
import { useIdpTranslation } from "../i18n";
import { PlanRow } from "./PlanRow";

const figures = ["active", "finished", "tasksOpen", "tasksDone", "overdue"] as const;

/** Plans by status, tasks open, done and overdue; the plans with overdue tasks (admins: the company; chiefs: their people). */
export function AnalyticsTab({ client }: { client: string }) {
  const { t } = useIdpTranslation();
  const query = useQuery({ queryKey: idpKeys.analytics(), queryFn: idpApi.analytics });
  if (query.isPending || query.isError) return <QueryState query={query} errorTitle={t("loadFailed")} />;
  const view = query.data;
  const values = { ...view, overdue: view.overdueTasks };
  return (
    <div className="idp-analytics">
      <h2 className="idp-section-title">{t(`analytics.${view.scope}`)}</h2>
      {view.partial ? (
        <p className="idp-muted">{t("analytics.partial", { count: idpLimits.teamAnalyticsMax })}</p>
      ) : null}
      <dl className="idp-figures">
        {figures.map((key) => (
          <div key={key} className={`idp-figure${key === "overdue" && values.overdue ? " idp-figure-late" : ""}`}>
            <dt>{t(`analytics.${key}`)}</dt>
            <dd>{values[key]}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="idp-late">
        <h2 id="idp-late" className="idp-section-title">
          {t("analytics.late")}
        </h2>
        {view.late.length ? (
          <ul className="idp-rows" aria-labelledby="idp-late">
            {view.late.map((plan) => (
              <PlanRow key={plan._id} client={client} plan={plan} />
            ))}
          </ul>
        ) : (
          <NonIdealState icon="tick" title={t("empty.late")} />
        )}
      </section>
    </div>
  );
}
