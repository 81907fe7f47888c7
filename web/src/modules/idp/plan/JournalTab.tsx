import { NonIdealState } from "@blueprintjs/core";
import type { IdpChangeView, IdpView } from "@intranet/contracts/idp";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useDateTime, useDays } from "../../../shared/useDateTime";
import { usePeopleNames } from "../../../shared/usePeopleNames";
import { QueryMore } from "../../../ui/QueryMore";
import { QueryState } from "../../../ui/QueryState";
import { idpApi, idpKeys } from "../api";
import { useIdpTranslation } from "../i18n";

const knownFields = ["title", "description", "observer", "status", "due", "course", "done", "note"] as const;
type KnownField = (typeof knownFields)[number];
const isKnown = (field: string): field is KnownField => (knownFields as readonly string[]).includes(field);

/** The change journal, newest first: who, when, what was done, and each field from → to. */
export function JournalTab({ plan, client }: { plan: IdpView; client: string }) {
  const { t } = useIdpTranslation();
  const nameOf = usePeopleNames(client);
  const when = useDateTime();
  const days = useDays();
  const pages = useInfiniteQuery({
    queryKey: idpKeys.journal(plan._id),
    queryFn: ({ pageParam }) => idpApi.journal(plan._id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
  if (pages.isPending || pages.isError) return <QueryState query={pages} errorTitle={t("loadFailed")} />;
  const items = pages.data.pages.flatMap((page) => page.items);
  if (!items.length) return <NonIdealState icon="history" title={t("empty.journal")} />;

  const value = (change: IdpChangeView, side: "from" | "to") => {
    const raw = change[side];
    if (raw === null || raw === "") return t("journal.empty");
    if (change.field === "observer") return nameOf(raw);
    if (change.field === "due") return days.date(raw);
    if (change.field === "done") return raw === "true" ? t("journal.yes") : t("journal.no");
    if (change.field === "status" && (raw === "active" || raw === "finished")) return t(`status.${raw}`);
    return raw;
  };
  return (
    <>
      <ol className="idp-journal" aria-label={t("plan.tabs.journal")}>
        {items.map((entry) => (
          <li key={entry._id} className="idp-journal-entry">
            <div className="idp-journal-head">
              <strong>{entry.by === "system" ? t("journal.system") : nameOf(entry.by)}</strong>
              <span>{t(`journal.actions.${entry.action}`)}</span>
              {entry.task ? <span className="idp-journal-task">«{entry.task}»</span> : null}
              <time className="idp-muted" dateTime={entry.at}>
                {when(entry.at)}
              </time>
            </div>
            {entry.changes.length && entry.action !== "created" ? (
              <dl className="idp-journal-changes">
                {entry.changes.map((change) => (
                  <div key={change.field}>
                    <dt>{isKnown(change.field) ? t(`journal.fields.${change.field}`) : change.field}</dt>
                    <dd>
                      <span className="idp-journal-from">{value(change, "from")}</span>
                      <span aria-hidden="true"> → </span>
                      <span>{value(change, "to")}</span>
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ol>
      <QueryMore query={pages} count={items.length} className="idp-more" />
    </>
  );
}
