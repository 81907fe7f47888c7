import { Button } from "@blueprintjs/core";
import { platformRoutes, type PlatformOverview } from "@intranet/contracts/platform";
import { useQuery } from "@tanstack/react-query";
import { callRoute } from "../../api/client";
import { useLocale } from "../../shared/useDateTime";
import { QueryState } from "../../ui/QueryState";
import { BiggestCompanies } from "./BiggestCompanies";
import { HealthList } from "./HealthList";
import { JobsTable } from "./JobsTable";
import { PlatformKpis } from "./PlatformKpis";
import { StorageSummary } from "./StorageSummary";
import { usePlatformTranslation } from "./i18n";

export const platformKeys = { overview: ["platform", "overview"] as const };

/** The sections of the overview, once it has come. */
function Overview({ overview }: { overview: PlatformOverview }) {
  const { t } = usePlatformTranslation();
  return (
    <>
      <PlatformKpis overview={overview} />
      <div className="platform-columns">
        <HealthList health={overview.health} />
        <StorageSummary storage={overview.storage} />
      </div>
      <BiggestCompanies rows={overview.biggest} />
      <JobsTable jobs={overview.jobs} />
      <p className="platform-cost">
        {t("cost", { queries: overview.cost.tenantQueries, batches: overview.cost.peopleBatchGets })}
      </p>
    </>
  );
}

/** /app (superadmin): the platform's own page — companies, health, storage and scheduled jobs. */
export function PlatformPage() {
  const { t } = usePlatformTranslation();
  const locale = useLocale();
  const overview = useQuery({
    queryKey: platformKeys.overview,
    queryFn: () => callRoute(platformRoutes.overview),
  });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: "medium" });
  return (
    <div className="platform">
      <header className="platform-head">
        <div className="platform-head-text">
          <h1 className="platform-title">{t("title")}</h1>
          <p className="platform-subtitle">{t("subtitle")}</p>
        </div>
        <div className="platform-head-actions">
          {overview.data ? (
            <span className="platform-muted">
              {t("checkedAt", { time: time.format(new Date(overview.data.checkedAt)) })}
            </span>
          ) : null}
          <Button
            icon="refresh"
            text={t("refresh")}
            loading={overview.isFetching}
            onClick={() => void overview.refetch()}
          />
        </div>
      </header>
      {overview.data ? (
        <Overview overview={overview.data} />
      ) : (
        <QueryState query={overview} errorTitle={t("loadFailed")} />
      )}
    </div>
  );
}
