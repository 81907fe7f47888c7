import { NonIdealState, type IconName } from "@blueprintjs/core";
import { useAnalyticsTranslation } from "../i18n";

/** A report with nothing in it for the filters: says so, and what to try. */
export function Empty({
  icon = "timeline-bar-chart",
  title,
  text,
}: {
  icon?: IconName;
  title?: string;
  text?: string;
}) {
  const { t } = useAnalyticsTranslation();
  return (
    <NonIdealState
      className="an-empty"
      icon={icon}
      title={title ?? t("empty.title")}
      description={text ?? t("empty.text")}
    />
  );
}
