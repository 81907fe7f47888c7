import { Tag } from "@blueprintjs/core";
import type { IdpStatus } from "@intranet/contracts/idp";
import { useIdpTranslation } from "./i18n";

const intents = { active: "primary", finished: "success" } as const;

/** A plan's status: active or finished (product-spec §4). */
export function StatusTag({ status }: { status: IdpStatus }) {
  const { t } = useIdpTranslation();
  return (
    <Tag minimal intent={intents[status]} className="idp-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
