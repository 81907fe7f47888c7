import { Tag, type Intent } from "@blueprintjs/core";
import type { TaskPriority } from "@intranet/contracts/taskTracker";
import { useTrackerTranslation } from "./i18n";

const intents: Record<TaskPriority, Intent> = { low: "none", normal: "none", high: "warning", critical: "danger" };

/** A task's priority as a small tag (normal ones are not shown on cards: `hideNormal`). */
export function PriorityTag({ priority, hideNormal = false }: { priority: TaskPriority; hideNormal?: boolean }) {
  const { t } = useTrackerTranslation();
  if (hideNormal && priority === "normal") return null;
  return (
    <Tag minimal intent={intents[priority]} className={`tt-priority tt-priority-${priority}`}>
      {t(`priority.${priority}`)}
    </Tag>
  );
}
