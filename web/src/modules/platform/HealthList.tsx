import { Icon, Tag, type IconName } from "@blueprintjs/core";
import type { PlatformHealthCheck, PlatformHealthItem } from "@intranet/contracts/platform";
import { useLocale } from "../../shared/useDateTime";
import { usePlatformTranslation } from "./i18n";

const icons: Record<PlatformHealthCheck, IconName> = {
  table: "database",
  files: "box",
  media: "media",
  realtime: "exchange",
  mail: "envelope",
};

const stateLook = {
  ok: { intent: "success", icon: "tick-circle" },
  failing: { intent: "danger", icon: "warning-sign" },
  not_checked: { intent: "none", icon: "disable" },
} as const;

/** Health: each probe's state and response time; mail said to be unprobed, with the way to check it. */
export function HealthList({ health }: { health: readonly PlatformHealthItem[] }) {
  const { t } = usePlatformTranslation();
  const number = new Intl.NumberFormat(useLocale(), { maximumFractionDigits: 0 });
  return (
    <section className="platform-card" aria-labelledby="platform-health">
      <h2 id="platform-health" className="platform-card-title">
        {t("health.title")}
      </h2>
      <p className="platform-muted platform-card-intro">{t("health.intro")}</p>
      <ul className="platform-health">
        {health.map((item) => {
          const look = stateLook[item.state];
          return (
            <li key={item.check} className="platform-health-row">
              <Icon icon={icons[item.check]} className="platform-health-icon" />
              <span className="platform-health-name">
                {t(`health.checks.${item.check}`)}
                {item.error ? (
                  <span className="platform-health-error">{t("health.error", { error: item.error })}</span>
                ) : null}
              </span>
              {item.latencyMs !== undefined ? (
                <span className="platform-muted platform-health-time">
                  {t("health.ms", { value: number.format(Math.max(1, item.latencyMs)) })}
                </span>
              ) : null}
              <Tag intent={look.intent} minimal icon={look.icon} className="platform-health-state">
                {t(`health.states.${item.state}`)}
              </Tag>
            </li>
          );
        })}
      </ul>
      {health.some((item) => item.check === "mail" && item.state === "not_checked") ? (
        <p className="platform-muted platform-note">{t("health.mailNote")}</p>
      ) : null}
    </section>
  );
}
