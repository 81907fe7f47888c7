import { Intent, Tag } from "@blueprintjs/core";
import type { IdeaStatus } from "@intranet/contracts/ideas";
import { useIdeasTranslation } from "./i18n";

/** Each status's colour: new (blue), under review (amber), accepted and implemented (green), declined (red). */
export const statusIntents: Record<IdeaStatus, Intent> = {
  new: Intent.PRIMARY,
  under_review: Intent.WARNING,
  accepted: Intent.SUCCESS,
  implemented: Intent.SUCCESS,
  declined: Intent.DANGER,
};

/** An idea's status as a coloured tag (implemented filled, to tell it from accepted). */
export function StatusTag({ status }: { status: IdeaStatus }) {
  const { t } = useIdeasTranslation();
  return (
    <Tag minimal={status !== "implemented"} intent={statusIntents[status]} className="ideas-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
