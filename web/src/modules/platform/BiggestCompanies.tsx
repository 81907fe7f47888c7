import { NonIdealState, ProgressBar, Tag } from "@blueprintjs/core";
import type { PlatformTenantRow } from "@intranet/contracts/platform";
import { Link } from "react-router-dom";
import { paths } from "../../app/paths";
import { useLocale } from "../../shared/useDateTime";
import { LinkButton } from "../../ui/LinkButton";
import { usePlatformTranslation } from "./i18n";
import { useBytes } from "../../shared/useBytes";
import { intentOf, percentText } from "./shares";

const statusIntent = { active: "success", blocked: "warning", deleting: "danger" } as const;

/** The companies using the most storage: name (to its page), status, people, storage used of its limit, files. */
export function BiggestCompanies({ rows }: { rows: readonly PlatformTenantRow[] }) {
  const { t } = usePlatformTranslation();
  const bytes = useBytes({ fromKilobytes: true });
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  return (
    <section className="platform-card platform-wide" aria-labelledby="platform-companies">
      <div className="platform-card-head">
        <h2 id="platform-companies" className="platform-card-title">
          {t("companies.title")}
        </h2>
        <LinkButton to={paths.clients} icon="globe-network" text={t("companies.all")} />
      </div>
      {rows.length ? (
        <table className="platform-table">
          <thead>
            <tr>
              <th scope="col">{t("companies.name")}</th>
              <th scope="col">{t("companies.status")}</th>
              <th scope="col" className="platform-number">
                {t("companies.people")}
              </th>
              <th scope="col">{t("companies.storage")}</th>
              <th scope="col" className="platform-number">
                {t("companies.files")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const share = row.limitBytes > 0 ? Math.min(1, row.usedBytes / row.limitBytes) : 0;
              return (
                <tr key={row.clientId}>
                  <th scope="row" data-label={t("companies.name")}>
                    <Link to={`${paths.clients}/${encodeURIComponent(row.clientId)}`} className="platform-company">
                      {row.name}
                    </Link>
                    <span className="platform-muted platform-workspace">{row.workspace}</span>
                  </th>
                  <td data-label={t("companies.status")}>
                    <Tag minimal intent={statusIntent[row.status]}>
                      {t(`companies.statuses.${row.status}`)}
                    </Tag>
                  </td>
                  <td data-label={t("companies.people")} className="platform-number">
                    {row.people === null ? (
                      <span className="platform-muted">{t("companies.notCounted")}</span>
                    ) : (
                      number.format(row.people)
                    )}
                  </td>
                  <td data-label={t("companies.storage")}>
                    <div className="platform-usage-cell">
                      <span className="platform-usage">
                        {t("companies.usedOf", { used: bytes(row.usedBytes), limit: bytes(row.limitBytes) })}
                      </span>
                      <ProgressBar
                        className="platform-row-bar"
                        value={share}
                        intent={intentOf(share)}
                        animate={false}
                        stripes={false}
                        aria-label={t("companies.share", { name: row.name, value: percentText(share, locale) })}
                      />
                    </div>
                  </td>
                  <td data-label={t("companies.files")} className="platform-number">
                    {number.format(row.filesCount)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <NonIdealState icon="office" title={t("companies.empty")} description={t("companies.emptyText")} />
      )}
    </section>
  );
}
