import { Button, Drawer } from "@blueprintjs/core";
import type { ArticleRevisionSummary, ArticleView } from "@intranet/contracts/articles";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { usePeople } from "../../../shared/usePeople";
import { usePersonName } from "../../../shared/usePersonName";
import { useDateTime } from "../../../shared/useDateTime";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { QueryState } from "../../../ui/QueryState";
import { showToast } from "../../../ui/toast";
import { articlesApi, articlesKeys } from "../api";
import { useArticlesTranslation } from "../i18n";
import { RevisionDiff } from "./RevisionDiff";

/**
 * An article's history (its own chunk, with the `diff` package): the revisions, newest first, with
 * author, date and size; a chosen one shows what changed from it to the current text, and a writer
 * may make it current again ("Restore this version": itself a new revision).
 */
export default function HistoryDrawer({
  clientId,
  node,
  onClose,
}: {
  clientId: string;
  node: ArticleView;
  onClose: () => void;
}) {
  const { t } = useArticlesTranslation();
  const when = useDateTime();
  const name = usePersonName();
  const queryClient = useQueryClient();
  const { byId } = usePeople(clientId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = useQuery({ queryKey: articlesKeys.revisions(node.id), queryFn: () => articlesApi.revisions(node.id) });
  const revision = useQuery({
    queryKey: articlesKeys.revision(node.id, chosen ?? 0),
    queryFn: () => articlesApi.revision(node.id, chosen!),
    enabled: chosen !== null,
  });
  const restore = async (rev: number) => {
    try {
      const saved = await articlesApi.restore(node.id, rev);
      queryClient.setQueryData(articlesKeys.node(node.id), saved);
      void queryClient.invalidateQueries({ queryKey: articlesKeys.all });
      void showToast(t("history.restored", { rev }));
      onClose();
    } catch {
      // the API client's dialog has told the person
    }
  };
  const author = (item: ArticleRevisionSummary) => {
    const person = byId.get(item.authorId);
    return person ? name(person) : "";
  };
  const old = revision.data;
  return (
    <Drawer
      isOpen
      onClose={onClose}
      position="right"
      size="min(720px, 100%)"
      title={t("history.title")}
      className="articles-history"
    >
      {/* Blueprint's drawer has no role of its own: the body names itself. */}
      <div className="articles-history-body" role="region" aria-label={t("history.title")}>
        {list.data ? (
          list.data.length ? (
            <ul className="articles-revisions" aria-label={t("history.title")}>
              {list.data.map((item) => (
                <li key={item.rev}>
                  <button
                    type="button"
                    className={item.rev === chosen ? "articles-revision chosen" : "articles-revision"}
                    aria-pressed={item.rev === chosen}
                    disabled={item.rev === node.revision}
                    onClick={() => setChosen(item.rev)}
                  >
                    <strong>{t("article.revision", { rev: item.rev })}</strong>
                    {item.rev === node.revision ? ` (${t("history.current")})` : null}
                    <span className="articles-muted">
                      {[author(item), when(item.at), t("history.length", { count: item.length })]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="articles-muted">{t("history.empty")}</p>
          )
        ) : (
          <QueryState query={list} errorTitle={t("loadFailed")} />
        )}
        {chosen === null ? (
          <p className="articles-muted">{t("history.choose")}</p>
        ) : old ? (
          <section aria-label={t("history.compare", { rev: old.rev })} className="articles-history-diff">
            <h3>{t("history.compare", { rev: old.rev })}</h3>
            {old.title !== node.title ? <p>{t("history.titleChanged", { from: old.title, to: node.title })}</p> : null}
            <RevisionDiff before={old.content} after={node.content} />
            {node.canWrite ? (
              <Button icon="undo" intent="primary" text={t("history.restore")} onClick={() => setConfirming(true)} />
            ) : null}
          </section>
        ) : (
          <QueryState query={revision} errorTitle={t("loadFailed")} />
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        intent="warning"
        text={t("history.restoreConfirm", { rev: chosen ?? 0 })}
        confirmText={t("history.restore")}
        onConfirm={() => {
          setConfirming(false);
          if (chosen !== null) void restore(chosen);
        }}
        onClose={() => setConfirming(false)}
      />
    </Drawer>
  );
}
