import { Icon, Tag, type IconName } from "@blueprintjs/core";
import type { PollSummary, PollType } from "@intranet/contracts/polls";
import { usePollsTranslation } from "./i18n";

export const typeIcons: Record<PollType, IconName> = { opened: "eye-open", closed: "lock", anonymous: "eye-off" };

/** A poll's type, state and the reader's standing: open / closed / anonymous, finished, answered, mandatory. */
export function PollTags({ poll }: { poll: PollSummary }) {
  const { t } = usePollsTranslation();
  return (
    <span className="polls-tags">
      <Tag minimal icon={<Icon icon={typeIcons[poll.type]} size={12} />}>
        {t(`types.${poll.type}`)}
      </Tag>
      {poll.status === "finished" ? <Tag minimal>{t("status.finished")}</Tag> : null}
      {poll.answeredAt ? (
        <Tag minimal intent="success" icon={<Icon icon="tick" size={12} />}>
          {t("status.answered")}
        </Tag>
      ) : null}
      {poll.can.answer ? (
        <Tag minimal intent="primary">
          {t("status.toTake")}
        </Tag>
      ) : null}
      {poll.mandatory ? (
        <Tag minimal intent="warning">
          {t("status.mandatory")}
        </Tag>
      ) : null}
    </span>
  );
}
