import { ProgressBar } from "@blueprintjs/core";
import type { AdaptProgress } from "@intranet/contracts/adaptation";
import { usePlural } from "../../i18n/usePlural";
import { useAdaptTranslation } from "./i18n";

/** Done of total as a bar with its words, and the overdue steps in red. */
export function ProgressLine({ progress }: { progress: AdaptProgress }) {
  const { t } = useAdaptTranslation();
  const plural = usePlural();
  const { done, total, overdue } = progress;
  const label = t("progress.label", { done, total });
  return (
    <div className="adapt-progress">
      <ProgressBar
        value={total ? done / total : 0}
        animate={false}
        stripes={false}
        intent={done === total && total > 0 ? "success" : "primary"}
        aria-label={label}
      />
      <span className="adapt-progress-text">
        {label}
        {overdue ? (
          <span className="adapt-overdue"> · {t(`progress.overdue_${plural(overdue)}`, { count: overdue })}</span>
        ) : null}
      </span>
    </div>
  );
}
