import { ProgressBar } from "@blueprintjs/core";
import { useCoursesTranslation } from "./i18n";

/** Done of total as a bar with its words. */
export function ProgressLine({ done, total }: { done: number; total: number }) {
  const { t } = useCoursesTranslation();
  const label = t("card.progress", { done, total });
  return (
    <div className="courses-progress">
      <ProgressBar
        value={total ? done / total : 0}
        animate={false}
        stripes={false}
        intent={done === total && total > 0 ? "success" : "primary"}
        aria-label={label}
      />
      <span className="courses-progress-text">{label}</span>
    </div>
  );
}
