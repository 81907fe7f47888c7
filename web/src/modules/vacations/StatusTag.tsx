import { Tag } from "@blueprintjs/core";
import type { VacationStatus } from "@intranet/contracts/vacations";
import { useVacationsTranslation } from "./i18n";

const intents = { approved: "success", pending: "warning", declined: "danger" } as const;

/** A vacation's status: approved, waiting for approval, declined. */
export function StatusTag({ status }: { status: VacationStatus }) {
  const { t } = useVacationsTranslation();
  return (
    <Tag minimal intent={intents[status]} className="vac-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
