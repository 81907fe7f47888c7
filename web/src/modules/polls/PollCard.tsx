import { Card } from "@blueprintjs/core";
import type { PollSummary } from "@intranet/contracts/polls";
import { Link } from "react-router-dom";
import { useDateTime } from "../../shared/useDateTime";
import { LinkButton } from "../../ui/LinkButton";
import { pollPath, resultsPath } from "./paths";
import { PollTags } from "./PollTags";
import { usePollsTranslation } from "./i18n";

/** A poll in a list: name, description (clamped), type and state, counts, and the next step. */
export function PollCard({ poll }: { poll: PollSummary }) {
  const { t } = usePollsTranslation();
  const date = useDateTime();
  return (
    <Card className="polls-card" elevation={0}>
      <article aria-label={poll.name} className="polls-card-body">
        <h3 className="polls-card-name">
          <Link to={pollPath(poll._id)}>{poll.name}</Link>
        </h3>
        <PollTags poll={poll} />
        {poll.description ? <p className="polls-card-description">{poll.description}</p> : null}
        <p className="polls-muted polls-card-meta">
          {t("card.questions", { count: poll.questionsCount })} · {t("card.answers", { count: poll.answersCount })} ·{" "}
          {poll.answeredAt
            ? t("card.answeredAt", { date: date(poll.answeredAt) })
            : t("card.created", { date: date(poll.createdAt) })}
        </p>
        <div className="polls-card-foot">
          {poll.can.results ? (
            <Link className="polls-card-link" to={resultsPath(poll._id)}>
              {t("card.results")}
            </Link>
          ) : null}
          <span className="polls-spacer" />
          <LinkButton
            to={pollPath(poll._id)}
            primary={poll.can.answer}
            text={poll.can.answer ? t("card.take") : t("card.open")}
          />
        </div>
      </article>
    </Card>
  );
}
