import { Intent, Tag } from "@blueprintjs/core";
import type { RequestStatus } from "@intranet/contracts/services";
import { useServicesTranslation } from "./i18n";

const intents: Record<RequestStatus, Intent> = {
  in_progress: Intent.PRIMARY,
  review: Intent.WARNING,
  done: Intent.SUCCESS,
  rejected: Intent.DANGER,
  withdrawn: Intent.NONE,
};

/** A request's status as a coloured tag. */
export function StatusTag({ status }: { status: RequestStatus }) {
  const { t } = useServicesTranslation();
  return (
    <Tag minimal intent={intents[status]}>
      {t(`status.${status}`)}
    </Tag>
  );
}
