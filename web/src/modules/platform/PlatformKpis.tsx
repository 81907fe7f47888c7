import type { PlatformOverview } from "@intranet/contracts/platform";
import { usePlural } from "../../i18n/usePlural";
import { useLocale } from "../../shared/useDateTime";
import { usePlatformTranslation } from "./i18n";
import { useBytes } from "../../shared/useBytes";

function Kpi({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="platform-kpi">
      <dt>{label}</dt>
      <dd>
        <span className="platform-kpi-value">{value}</span>
        <span className="platform-kpi-hint">{hint}</span>
      </dd>
    </div>
  );
}

/** The four figures at the top: companies, people, storage and files. */
export function PlatformKpis({ overview }: { overview: PlatformOverview }) {
  const { t } = usePlatformTranslation();
  const plural = usePlural();
  const bytes = useBytes({ fromKilobytes: true });
  const number = new Intl.NumberFormat(useLocale());
  const { tenants, storage } = overview;
  const unknown = tenants.peopleUnknown;
  return (
    <dl className="platform-kpis">
      <Kpi
        label={t("kpi.companies")}
        value={number.format(tenants.total)}
        hint={t("kpi.companiesHint", {
          active: number.format(tenants.byStatus.active),
          blocked: number.format(tenants.byStatus.blocked),
          deleting: number.format(tenants.byStatus.deleting),
        })}
      />
      <Kpi
        label={t("kpi.people")}
        value={number.format(tenants.people)}
        hint={unknown ? t(`kpi.peopleUnknown_${plural(unknown)}`, { count: unknown }) : t("kpi.peopleHint")}
      />
      <Kpi
        label={t("kpi.storage")}
        value={bytes(storage.usedBytes)}
        hint={t("kpi.storageHint", { limit: bytes(storage.limitBytes) })}
      />
      <Kpi
        label={t("kpi.files")}
        value={number.format(storage.filesCount)}
        hint={
          storage.nearLimit
            ? t(`kpi.nearLimit_${plural(storage.nearLimit)}`, { count: storage.nearLimit })
            : t("kpi.noneNearLimit")
        }
      />
    </dl>
  );
}
