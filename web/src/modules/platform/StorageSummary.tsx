import { ProgressBar } from "@blueprintjs/core";
import type { PlatformStorage } from "@intranet/contracts/platform";
import { usePlural } from "../../i18n/usePlural";
import { useLocale } from "../../shared/useDateTime";
import { usePlatformTranslation } from "./i18n";
import { useBytes } from "../../shared/useBytes";
import { intentOf, percentText } from "./shares";

/** Storage: used of the limits summed over every company, as a bar, what is free and who is near their limit. */
export function StorageSummary({ storage }: { storage: PlatformStorage }) {
  const { t } = usePlatformTranslation();
  const plural = usePlural();
  const bytes = useBytes({ fromKilobytes: true });
  const locale = useLocale();
  const share = storage.limitBytes > 0 ? Math.min(1, storage.usedBytes / storage.limitBytes) : 0;
  const percent = percentText(share, locale);
  return (
    <section className="platform-card" aria-labelledby="platform-storage">
      <h2 id="platform-storage" className="platform-card-title">
        {t("storage.title")}
      </h2>
      <p className="platform-storage-line">
        <span>{t("storage.usedOf", { used: bytes(storage.usedBytes), limit: bytes(storage.limitBytes) })}</span>
        <span className="platform-muted">{t("storage.percent", { value: percent })}</span>
      </p>
      <ProgressBar
        className="platform-storage-bar"
        value={share}
        intent={intentOf(share)}
        animate={false}
        stripes={false}
        aria-label={t("storage.percent", { value: percent })}
      />
      <p className="platform-muted platform-note">
        {t("storage.free", { free: bytes(Math.max(0, storage.limitBytes - storage.usedBytes)) })}
        {" · "}
        {storage.nearLimit
          ? t(`kpi.nearLimit_${plural(storage.nearLimit)}`, { count: storage.nearLimit })
          : t("kpi.noneNearLimit")}
      </p>
    </section>
  );
}
