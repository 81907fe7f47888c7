import { Tag } from "@blueprintjs/core";
import type { AdaptStatus } from "@intranet/contracts/adaptation";
import { useAdaptTranslation } from "./i18n";

const intents = { running: "primary", stopped: "warning", finished: "success" } as const;

/** An adaptation's status: running, stopped or finished. */
export function StatusTag({ status }: { status: AdaptStatus }) {
  const { t } = useAdaptTranslation();
  return (
    <Tag minimal intent={intents[status]} className="adapt-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
