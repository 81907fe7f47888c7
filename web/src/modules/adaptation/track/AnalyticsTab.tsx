import { HTMLTable } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useLocale } from "../../../shared/useDateTime";
import { QueryState } from "../../../ui/QueryState";
import { adaptApi, adaptKeys } from "../api";
import { useAdaptTranslation } from "../i18n";
import { stageName } from "../stepName";

/** The analytics tab: people by state and overdue steps as big numbers, days per stage, the track's polls. */
export function AnalyticsTab({ trackId }: { trackId: string }) {
  const { t } = useAdaptTranslation();
  const locale = useLocale();
  const analytics = useQuery({ queryKey: adaptKeys.analytics(trackId), queryFn: () => adaptApi.analytics(trackId) });
  if (!analytics.data) return <QueryState query={analytics} errorTitle={t("loadFailed")} />;
  const data = analytics.data;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const figures = [
    ["running", data.running],
    ["stopped", data.stopped],
    ["finished", data.finished],
    ["overdue", data.overdueSteps],
  ] as const;
  return (
    <div className="adapt-analytics">
      <dl className="adapt-figures">
        {figures.map(([key, value]) => (
          <div key={key} className={`adapt-figure${key === "overdue" && value ? " adapt-overdue" : ""}`}>
            <dt>{t(`analytics.${key}`)}</dt>
            <dd>{number.format(value)}</dd>
          </div>
        ))}
      </dl>
      <section className="adapt-section" aria-labelledby="adapt-an-stages">
        <h2 id="adapt-an-stages" className="adapt-section-title">
          {t("analytics.stages")}
        </h2>
        {data.stages.length ? (
          <div className="adapt-table-wrap">
            <HTMLTable compact striped className="adapt-table" aria-labelledby="adapt-an-stages">
              <thead>
                <tr>
                  <th scope="col">{t("analytics.stage")}</th>
                  <th scope="col">{t("analytics.stageFinished")}</th>
                  <th scope="col">{t("analytics.averageDays")}</th>
                </tr>
              </thead>
              <tbody>
                {data.stages.map((stage) => (
                  <tr key={stage._id}>
                    <th scope="row">{stageName(t, stage)}</th>
                    <td>{number.format(stage.finished)}</td>
                    <td>{stage.averageDays === null ? t("analytics.noDays") : number.format(stage.averageDays)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        ) : (
          <p className="adapt-muted">{t("analytics.noStages")}</p>
        )}
      </section>
      <section className="adapt-section" aria-labelledby="adapt-an-polls">
        <h2 id="adapt-an-polls" className="adapt-section-title">
          {t("analytics.polls")}
        </h2>
        {data.polls.length ? (
          <div className="adapt-table-wrap">
            <HTMLTable compact striped className="adapt-table" aria-labelledby="adapt-an-polls">
              <thead>
                <tr>
                  <th scope="col">{t("analytics.poll")}</th>
                  <th scope="col">{t("analytics.answered")}</th>
                </tr>
              </thead>
              <tbody>
                {data.polls.map((poll) => (
                  <tr key={poll.pollId}>
                    <th scope="row">{poll.name}</th>
                    <td>
                      {number.format(poll.answered)} / {number.format(poll.asked)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        ) : (
          <p className="adapt-muted">{t("analytics.noPolls")}</p>
        )}
      </section>
    </div>
  );
}
