import { ProgressBar } from "@blueprintjs/core";
import type { ClientStat, ClientView } from "@intranet/contracts";
import type { DataInventoryView } from "@intranet/contracts/admin";
import { useQuery } from "@tanstack/react-query";
import { ExportButton } from "../../../shared/ExportButton";
import { useLocale } from "../../../shared/useDateTime";
import { QueryState } from "../../../ui/QueryState";
import { adminApi, adminKeys } from "../api";
import { useAdminTranslation } from "../i18n";
import { useBytes } from "../../../shared/useBytes";
import { Inventory } from "./Inventory";

/** The storage bar's colour: warning from 75% used, danger from 90%. */
const intentOf = (share: number) => (share >= 0.9 ? "danger" : share >= 0.75 ? "warning" : "primary");

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="admin-figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The company's storage now: used of the limit as a bar, what is left, and how many files. */
function Storage({ storage }: { storage: DataInventoryView["storage"] }) {
  const { t } = useAdminTranslation();
  const bytes = useBytes();
  const locale = useLocale();
  const { usedBytes, limitBytes, filesCount } = storage;
  const availableBytes = Math.max(0, limitBytes - usedBytes);
  const limited = limitBytes > 0;
  const share = limited ? Math.min(1, usedBytes / limitBytes) : 0;
  // A little used reads "<1%", not "0%".
  const percent =
    share > 0 && share < 0.01
      ? `<${new Intl.NumberFormat(locale).format(1)}`
      : new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(share * 100);
  return (
    <section className="admin-card" aria-labelledby="admin-data-storage">
      <h3 id="admin-data-storage" className="admin-card-title">
        {t("data.storage")}
      </h3>
      {limited ? (
        <>
          <p className="admin-storage-line">
            <span>{t("data.usedOf", { used: bytes(usedBytes), limit: bytes(limitBytes) })}</span>
            <span className="admin-muted">{t("data.percent", { value: percent })}</span>
          </p>
          <ProgressBar
            className="admin-storage-bar"
            value={share}
            intent={intentOf(share)}
            animate={false}
            stripes={false}
            aria-label={t("data.percent", { value: percent })}
          />
        </>
      ) : null}
      <dl className="admin-figures">
        <Figure label={t("data.used")} value={bytes(usedBytes)} />
        <Figure label={t("data.limit")} value={limited ? bytes(limitBytes) : t("data.noLimit")} />
        {limited ? <Figure label={t("data.available")} value={bytes(availableBytes)} /> : null}
        <Figure label={t("data.filesCount")} value={new Intl.NumberFormat(locale).format(filesCount)} />
      </dl>
    </section>
  );
}

function People({ stat }: { stat: ClientStat }) {
  const { t } = useAdminTranslation();
  const number = new Intl.NumberFormat(useLocale());
  const { users } = stat;
  return (
    <section className="admin-card" aria-labelledby="admin-data-people">
      <h3 id="admin-data-people" className="admin-card-title">
        {t("data.people")}
      </h3>
      <dl className="admin-figures">
        <Figure label={t("data.total")} value={number.format(users.total)} />
        <Figure label={t("data.active")} value={number.format(users.active)} />
        <Figure label={t("data.fired")} value={number.format(users.fired)} />
        <Figure label={t("data.deleted")} value={number.format(users.deleted)} />
      </dl>
    </section>
  );
}

/** The company's complete archive (docs/company-export.md): started here, followed by the shared export dialog. */
function Archive({ client }: { client: ClientView }) {
  const { t } = useAdminTranslation();
  return (
    <section className="admin-card admin-archive" aria-labelledby="admin-data-archive">
      <h3 id="admin-data-archive" className="admin-card-title">
        {t("data.archive")}
      </h3>
      <p className="admin-archive-text">{t("data.archiveText")}</p>
      <p className="admin-muted admin-archive-text">{t("data.archiveNote")}</p>
      <ExportButton
        start={() => adminApi.exportCompany(client._id)}
        text={t("data.archiveStart")}
        title={t("data.archiveTitle")}
      />
    </section>
  );
}

/**
 * All data (product-spec §2 admin panel): what the company holds: its people by state, its file
 * storage (used of the limit, as a bar) and files; its data by module as the latest count found it
 * (counted on request, a deletable collection deleted after typing the workspace's name); and the
 * company's archive to download.
 */
export function DataTab({ client }: { client: ClientView }) {
  const { t } = useAdminTranslation();
  const stat = useQuery({ queryKey: adminKeys.stat(client._id), queryFn: () => adminApi.stat(client._id) });
  const data = useQuery({ queryKey: adminKeys.data(client._id), queryFn: () => adminApi.data(client._id) });
  return (
    <div className="admin-tab">
      <div>
        <h2 className="admin-tab-title">{t("data.title")}</h2>
        <p className="admin-muted">{t("data.intro")}</p>
      </div>
      <div className="admin-grid">
        {stat.data ? <People stat={stat.data} /> : <QueryState query={stat} errorTitle={t("data.loadFailed")} />}
        {data.data ? (
          <Storage storage={data.data.storage} />
        ) : (
          <QueryState query={data} errorTitle={t("data.loadFailed")} />
        )}
      </div>
      {data.data ? <Inventory client={client} view={data.data} /> : null}
      <Archive client={client} />
    </div>
  );
}
