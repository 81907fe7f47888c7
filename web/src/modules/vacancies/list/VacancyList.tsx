import { Button, NonIdealState } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { QueryMore } from "../../../ui/QueryMore";
import { QueryState } from "../../../ui/QueryState";
import { vacanciesApi, vacanciesKeys, type VacancyFilters } from "../api";
import { VacancyCard } from "./VacancyCard";
import { useVacanciesTranslation } from "../i18n";

const filtered = (filters: VacancyFilters) => filters.tags.length > 0 || filters.search.trim() !== "";

/** The empty list's words: nothing matches a filter, nothing closed, or nothing yet (admins: the way to start). */
function EmptyList({
  filters,
  admin,
  onClear,
  onCreate,
}: {
  filters: VacancyFilters;
  admin: boolean;
  onClear: () => void;
  onCreate: () => void;
}) {
  const { t } = useVacanciesTranslation();
  if (filtered(filters))
    return (
      <NonIdealState
        icon="search"
        title={t("empty.filtered")}
        description={t("empty.filteredText")}
        action={<Button text={t("empty.clear")} onClick={onClear} />}
      />
    );
  if (filters.status === "closed")
    return <NonIdealState icon="briefcase" title={t("empty.closed")} description={t("empty.closedText")} />;
  return (
    <NonIdealState
      icon="briefcase"
      title={t("empty.none")}
      description={admin ? t("empty.noneAdmin") : t("empty.noneText")}
      action={admin ? <Button intent="primary" icon="plus" text={t("create")} onClick={onCreate} /> : undefined}
    />
  );
}

/** The vacancies matching the filters (GET /api/vacancies/{client}), page by page. */
export function VacancyList({
  me,
  clientId,
  filters,
  admin,
  onClear,
  onCreate,
  onEdit,
}: {
  me: UserView;
  clientId: string;
  filters: VacancyFilters;
  admin: boolean;
  onClear: () => void;
  onCreate: () => void;
  onEdit: (id: string) => void;
}) {
  const { t } = useVacanciesTranslation();
  const list = useInfiniteQuery({
    queryKey: vacanciesKeys.list(clientId, filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => vacanciesApi.list(clientId, filters, pageParam),
    getNextPageParam: (page) => page.cursor,
  });
  if (!list.data) return <QueryState query={list} errorTitle={t("loadFailed")} />;
  const vacancies = list.data.pages.flatMap((page) => page.items);
  if (!vacancies.length) return <EmptyList filters={filters} admin={admin} onClear={onClear} onCreate={onCreate} />;
  return (
    <>
      <ul className="vacancies-list" aria-label={t("title")}>
        {vacancies.map((vacancy) => (
          <li key={vacancy.id}>
            <VacancyCard
              vacancy={vacancy}
              me={me}
              clientId={clientId}
              onEdit={admin ? () => onEdit(vacancy.id) : undefined}
            />
          </li>
        ))}
      </ul>
      <QueryMore className="vacancies-more" query={list} count={vacancies.length} />
    </>
  );
}
