import { Button, NonIdealState } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { currentLanguage } from "../../../i18n";
import { ExportButton } from "../../../shared/ExportButton";
import { usePeople } from "../../../shared/usePeople";
import { usePersonName } from "../../../shared/usePersonName";
import { QueryMore } from "../../../ui/QueryMore";
import { QueryState } from "../../../ui/QueryState";
import { adminApi, adminKeys } from "../api";
import { useAdminTranslation } from "../i18n";
import { useActorName } from "./JournalEntry";
import { JournalFilterBar } from "./JournalFilters";
import { JournalList } from "./JournalList";
import { useJournalFilters } from "./useJournalFilters";

/**
 * Logs (product-spec §2 admin panel): the journal of administrative changes, newest first, filtered
 * by section, action, period, person, object and superadmin (all in the address), read page by
 * page, and exported to Excel with the same filters.
 */
export function LogsTab({ client }: { client: ClientView }) {
  const { t } = useAdminTranslation();
  const filters = useJournalFilters();
  const { filter, state } = filters;
  const query = useInfiniteQuery({
    queryKey: adminKeys.journal(client._id, filter),
    queryFn: ({ pageParam }) => adminApi.journal(client._id, filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.cursor ?? undefined,
    enabled: !filters.periodInvalid,
  });
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const { byId } = usePeople(client._id);
  const name = usePersonName();
  const actorName = useActorName();
  const actor = state.actor ? entries.find((entry) => entry.actor.userId === state.actor)?.actor : undefined;
  const person = state.actor ? byId.get(state.actor) : undefined;
  const target = state.target ? entries.find((entry) => entry.target?.id === state.target)?.target : undefined;

  const body = () => {
    if (filters.periodInvalid) return null;
    if (!query.data) return <QueryState query={query} errorTitle={t("logs.loadFailed")} />;
    if (!entries.length)
      return filters.active ? (
        <NonIdealState
          className="admin-empty"
          icon="filter"
          title={t("logs.noMatch")}
          description={t("logs.noMatchText")}
          action={<Button icon="cross" text={t("logs.clearFilters")} onClick={filters.clear} />}
        />
      ) : (
        <NonIdealState
          className="admin-empty"
          icon="history"
          title={t("logs.empty")}
          description={t("logs.emptyText")}
        />
      );
    return (
      <>
        <JournalList
          entries={entries}
          onActor={state.actor ? null : filters.setActor}
          onTarget={state.target ? null : filters.setTarget}
        />
        <QueryMore query={query} count={entries.length} className="admin-more" />
      </>
    );
  };

  const { section, ...rest } = filter;
  return (
    <div className="admin-tab">
      <div className="admin-tab-head">
        <div>
          <h2 className="admin-tab-title">{t("logs.title")}</h2>
          <p className="admin-muted">{t("logs.intro")}</p>
        </div>
        <ExportButton
          start={() =>
            adminApi.exportJournal(client._id, { ...rest, ...(section ? { section } : {}), lang: currentLanguage() })
          }
          text={t("logs.export")}
          title={t("logs.exportTitle")}
        />
      </div>
      <JournalFilterBar
        client={client._id}
        filters={filters}
        actorName={person ? name(person) : actor ? actorName(actor) : null}
        targetName={target ? (target.label ?? null) : null}
      />
      {body()}
    </div>
  );
}
