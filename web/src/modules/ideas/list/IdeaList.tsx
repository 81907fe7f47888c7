import { Card, NonIdealState, type IconName } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import type { IdeaPage, IdeaSummary } from "@intranet/contracts/ideas";
import { hasRole } from "@intranet/contracts/roles";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { Link } from "react-router-dom";
import { usePlural } from "../../../i18n/usePlural";
import { useDateTime } from "../../../shared/useDateTime";
import { QueryMore } from "../../../ui/QueryMore";
import { QueryState } from "../../../ui/QueryState";
import { useIdeasTranslation } from "../i18n";
import { ideaPath } from "../paths";
import { StatusTag } from "../StatusTag";
import { usePeopleNames } from "../usePeopleNames";
import { VoteButton } from "../VoteButton";

/** An empty list's words: its icon, title and line. */
export interface EmptyList {
  icon: IconName;
  title: string;
  text?: string;
  /** What to do about it (a link to the form). */
  action?: ReactElement;
}

/** A list of ideas read page by page (the board, my ideas, the inbox): cards, more as you scroll. */
export function IdeaList({
  query,
  me,
  client,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<IdeaPage>>;
  me: UserView;
  client: string;
  empty: EmptyList;
}) {
  const { t } = useIdeasTranslation();
  const nameOf = usePeopleNames(client);
  if (!query.data) return <QueryState query={query} errorTitle={t("loadFailed")} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (!items.length)
    return <NonIdealState icon={empty.icon} title={empty.title} description={empty.text} action={empty.action} />;
  return (
    <>
      <ul className="ideas-cards">
        {items.map((idea) => (
          <li key={idea._id}>
            <IdeaCard idea={idea} me={me} author={nameOf(idea.authorId)} />
          </li>
        ))}
      </ul>
      <QueryMore query={query} count={items.length} />
    </>
  );
}

/** One idea: title (its link), status, excerpt, author and date, support and comments. */
function IdeaCard({ idea, me, author }: { idea: IdeaSummary; me: UserView; author: string }) {
  const { t } = useIdeasTranslation();
  const plural = usePlural();
  const when = useDateTime();
  const own = idea.authorId === me._id;
  return (
    <Card className="ideas-card">
      <div className="ideas-card-head">
        <Link to={ideaPath(idea._id)} className="ideas-card-title">
          {idea.title}
        </Link>
        <StatusTag status={idea.status} />
      </div>
      {idea.excerpt ? <p className="ideas-card-excerpt">{idea.excerpt}</p> : null}
      <div className="ideas-card-foot">
        <span className="ideas-muted">{t("card.by", { name: author, date: when(idea.createdAt) })}</span>
        <span className="ideas-card-actions">
          <Link to={ideaPath(idea._id)} className="ideas-muted ideas-comments-count">
            {t(`card.comments_${plural(idea.commentsCount)}`, { count: idea.commentsCount })}
          </Link>
          <VoteButton
            id={idea._id}
            votes={idea.votes}
            voted={idea.voted}
            own={own}
            disabled={hasRole(me, "superadmin")}
          />
        </span>
      </div>
    </Card>
  );
}
