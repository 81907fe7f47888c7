import { Button, Card } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import type { IdeaView, IdeaVoteView } from "@intranet/contracts/ideas";
import { hasRole } from "@intranet/contracts/roles";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { useDateTime } from "../../../shared/useDateTime";
import { QueryState } from "../../../ui/QueryState";
import { ideasApi, ideasKeys } from "../api";
import { useIdeasTranslation } from "../i18n";
import { ideasPath } from "../paths";
import { StatusTag } from "../StatusTag";
import { usePeopleNames } from "../usePeopleNames";
import { VoteButton } from "../VoteButton";
import { Comments } from "./Comments";
import { MoveStatus } from "./MoveStatus";
import { StatusHistory } from "./StatusHistory";

/** /idea/{id}: the idea's parts and files, its support, its status with history (and the move for recipients), comments. */
export function IdeaPage({ id, me, client }: { id: string; me: UserView; client: string }) {
  const { t } = useIdeasTranslation();
  const query = useQuery({ queryKey: ideasKeys.idea(id), queryFn: () => ideasApi.get(id) });
  return (
    <div className="ideas ideas-page">
      <p className="ideas-muted">
        <Link to={ideasPath}>{t("idea.back")}</Link>
      </p>
      {query.data ? (
        <IdeaBody idea={query.data} me={me} client={client} />
      ) : (
        <QueryState query={query} errorTitle={t("loadFailed")} />
      )}
    </div>
  );
}

const parts = ["process", "flaw", "change", "result"] as const;

function IdeaBody({ idea, me, client }: { idea: IdeaView; me: UserView; client: string }) {
  const { t } = useIdeasTranslation();
  const queryClient = useQueryClient();
  const nameOf = usePeopleNames(client);
  const when = useDateTime();
  const voted = (answer: IdeaVoteView) =>
    queryClient.setQueryData<IdeaView>(ideasKeys.idea(idea._id), (old) => (old ? { ...old, ...answer } : old));
  return (
    <>
      <header className="ideas-header">
        <h1 className="ideas-title">
          <span className="ideas-title-text">{idea.title}</span>
          <StatusTag status={idea.status} />
        </h1>
        <p className="ideas-muted">{t("idea.proposed", { name: nameOf(idea.authorId), date: when(idea.createdAt) })}</p>
      </header>
      <div className="ideas-page-grid">
        <Card className="ideas-parts">
          <dl className="ideas-parts-list">
            {parts.map((part) => (
              <div key={part} className="ideas-part">
                <dt className="ideas-part-label">{t(`idea.${part}`)}</dt>
                <dd>{idea[part]}</dd>
              </div>
            ))}
          </dl>
          {idea.files.length ? (
            <section className="ideas-part" aria-labelledby="ideas-files-title">
              <h2 id="ideas-files-title" className="ideas-part-label">
                {t("idea.files")}
              </h2>
              <ul className="ideas-file-list">
                {idea.files.map((file) => (
                  <li key={file.fileId}>
                    <Button
                      variant="minimal"
                      icon="paperclip"
                      text={file.name}
                      className="ideas-file"
                      onClick={() => {
                        void ideasApi
                          .file(idea._id, file.fileId)
                          .then(({ url }) => window.open(url, "_blank", "noopener"));
                      }}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </Card>
        <aside className="ideas-page-side">
          <Card className="ideas-side-card">
            <h2 className="ideas-section-title">{t("idea.votes")}</h2>
            <VoteButton
              id={idea._id}
              votes={idea.votes}
              voted={idea.voted}
              own={idea.authorId === me._id}
              disabled={!idea.can.vote || hasRole(me, "superadmin")}
              onVoted={voted}
            />
          </Card>
          {idea.can.move ? <MoveStatus key={idea.status} idea={idea} /> : null}
          <StatusHistory idea={idea} nameOf={nameOf} />
        </aside>
        <Comments idea={idea} nameOf={nameOf} />
      </div>
    </>
  );
}
