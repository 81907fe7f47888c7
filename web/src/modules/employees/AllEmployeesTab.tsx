import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { isAdminOrAbove } from "@intranet/contracts/roles";
import { useDeferredValue, useState } from "react";
import { EmployeeFilters } from "./EmployeeFilters";
import { EmployeeFormDialog } from "./EmployeeFormDialog";
import { EmployeeList } from "./EmployeeList";
import { HrImportDialog } from "./HrImportDialog";
import { RegisterManyDialog } from "./RegisterManyDialog";
import { emptyFilter, useEmployeeSearch } from "./useEmployeeSearch";
import { useEmployeesTranslation } from "./i18n";

type Editing = { kind: "new" } | { kind: "edit"; user: UserView } | { kind: "many" } | { kind: "hr" } | null;

/** The "all employees" tab: filter, paged list, create one or many, import from HR, edit and the row actions. */
export function AllEmployeesTab({ me, workspace }: { me: UserView; workspace: string }) {
  const { t } = useEmployeesTranslation();
  const [filter, setFilter] = useState(emptyFilter);
  const deferred = useDeferredValue(filter);
  const search = useEmployeeSearch(workspace, deferred);
  const [editing, setEditing] = useState<Editing>(null);
  const users = search.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="cabinet-tab">
      <div className="cabinet-toolbar">
        <Button intent="primary" icon="new-person" text={t("add")} onClick={() => setEditing({ kind: "new" })} />
        <Button icon="people" text={t("addMany")} onClick={() => setEditing({ kind: "many" })} />
        {isAdminOrAbove(me) ? (
          <Button icon="import" text={t("hr.open")} onClick={() => setEditing({ kind: "hr" })} />
        ) : null}
      </div>
      <EmployeeFilters value={filter} onChange={setFilter} />
      {search.isPending ? <Spinner size={24} /> : null}
      {search.isSuccess && users.length === 0 ? (
        <NonIdealState icon="search-template" title={t("ui:common.empty")} />
      ) : null}
      <EmployeeList me={me} users={users} onEdit={(user) => setEditing({ kind: "edit", user })} />
      {search.hasNextPage ? (
        <Button
          className="cabinet-more"
          text={t("ui:common.loadMore")}
          loading={search.isFetchingNextPage}
          onClick={() => void search.fetchNextPage()}
        />
      ) : null}
      {editing?.kind === "new" || editing?.kind === "edit" ? (
        <EmployeeFormDialog
          user={editing.kind === "edit" ? editing.user : undefined}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === "many" ? <RegisterManyDialog onClose={() => setEditing(null)} /> : null}
      {editing?.kind === "hr" ? <HrImportDialog onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
