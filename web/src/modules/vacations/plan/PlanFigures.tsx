import { Callout } from "@blueprintjs/core";
import { useVacationsTranslation } from "../i18n";
import { planFigures, type PlanDraft, type PlanRules } from "./planRules";

/**
 * What the drafted period costs, said as the days are picked: how days are counted, the days
 * available until both days are picked, then the days it takes and the balance after; HR is warned
 * of a period in the past or a balance below zero.
 */
export function PlanFigures({ draft, rules, past }: { draft: PlanDraft; rules: PlanRules; past: boolean }) {
  const { t } = useVacationsTranslation();
  const figures = planFigures(draft, rules);
  return (
    <div className="vac-plan-figures">
      <p className="vac-muted">{t(`plan.counting.${rules.count}`)}</p>
      <p role="status" aria-live="polite" className="vac-plan-cost">
        {figures ? (
          <>
            <span>{t("plan.takes", { count: figures.days })}</span>
            <span className={figures.after < 0 ? "vac-negative" : undefined}>
              {t("plan.after", { count: figures.after })}
            </span>
          </>
        ) : (
          <span>{t("plan.available", { count: rules.available })}</span>
        )}
      </p>
      {past ? <Callout intent="warning">{t("plan.pastWarning")}</Callout> : null}
      {!rules.ownRules && figures && figures.after < 0 ? (
        <Callout intent="warning">{t("plan.negative")}</Callout>
      ) : null}
    </div>
  );
}
