import { Button } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import type { VacancyListQuery } from "@intranet/contracts/vacancies";
import { isAdminOrAbove } from "@intranet/contracts/roles";
import { useState } from "react";
import { TagFilter } from "../../../shared/tags";
import { SegmentedControl } from "../../../ui/bp/SegmentedControl";
import { SearchInput } from "../../../ui/SearchInput";
import { VacancyEditorDialog, type EditorTarget } from "../editor/VacancyEditorDialog";
import { useVacancyFilters } from "./useVacancyFilters";
import { VacancyList } from "./VacancyList";
import { useVacanciesTranslation } from "../i18n";

/** The list query's own bound on a search text. */
const searchMax = 200;
const statuses = ["open", "closed", "all"] as const satisfies ReadonlyArray<VacancyListQuery["status"]>;

/**
 * /vacancies/: the open vacancies as cards, found by a search and tags; admins also choose open,
 * closed or all, create vacancies and edit one from its card.
 */
export function VacanciesPage({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = useVacanciesTranslation();
  const admin = isAdminOrAbove(me);
  const [filters, setFilters] = useVacancyFilters(admin);
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  return (
    <div className="vacancies">
      <header className="vacancies-header">
        <div>
          <h1 className="vacancies-title">{t("title")}</h1>
          <p className="vacancies-muted vacancies-subtitle">{t("subtitle")}</p>
        </div>
        {admin ? (
          <Button intent="primary" icon="plus" text={t("create")} onClick={() => setEditor({ kind: "new" })} />
        ) : null}
      </header>
      <div className="vacancies-filters">
        <SearchInput
          className="vacancies-search"
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
          label={t("search.label")}
          placeholder={t("search.placeholder")}
          maxLength={searchMax}
        />
        {admin ? (
          <SegmentedControl
            label={t("status.label")}
            value={filters.status}
            options={statuses.map((value) => ({ value, label: t(`status.${value}`) }))}
            onChange={(status) => setFilters({ status })}
          />
        ) : null}
      </div>
      <TagFilter module="vacancies" selected={filters.tags} onChange={(tags) => setFilters({ tags })} />
      <VacancyList
        me={me}
        clientId={client._id}
        filters={filters}
        admin={admin}
        onClear={() => setFilters({ search: "", tags: [] })}
        onCreate={() => setEditor({ kind: "new" })}
        onEdit={(id) => setEditor({ kind: "edit", id })}
      />
      {editor ? <VacancyEditorDialog clientId={client._id} target={editor} onClose={() => setEditor(null)} /> : null}
    </div>
  );
}
