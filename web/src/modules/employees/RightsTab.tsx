import { Button, HTMLSelect, InputGroup } from "@blueprintjs/core";
import type { AssignableRole, ClientView, UserView } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { usersApi } from "../../api/users";
import { RightsEditor } from "../../shared/RightsEditor";
import { DefaultRightsEditor } from "../../shared/DefaultRightsEditor";
import { employeeKeys } from "./keys";
import { emptyFilter, useEmployeeSearch } from "./useEmployeeSearch";
import { useEmployeesTranslation } from "./i18n";
import { usePersonName } from "../../shared/usePersonName";
import { SegmentedControl } from "../../ui/bp/SegmentedControl";
import { RightsMatrix } from "./rights/RightsMatrix";

/** Rights are set for everyone holding a platform role; HR officers are employees with a function role. */
const roles = ["employee", "admin"] as const satisfies readonly AssignableRole[];

const views = ["table", "person"] as const;

/**
 * Rights and roles: everyone's rights as a table (or one person's in the checklist), the same rights
 * for everyone with a role, and new employees' defaults.
 */
export function RightsTab({ client }: { client: ClientView }) {
  const { t } = useEmployeesTranslation();
  const [view, setView] = useState<(typeof views)[number]>("table");
  return (
    <section className="cabinet-tab cabinet-rights">
      <SegmentedControl
        label={t("rightsView.label")}
        value={view}
        onChange={setView}
        options={views.map((value) => ({ value, label: t(`rightsView.${value}`) }))}
      />
      {view === "table" ? <RightsMatrix workspace={client.workspace} /> : <PersonRights client={client} />}
      <RoleRights client={client} />
      <DefaultRightsEditor client={client} />
    </section>
  );
}

/** One person's rights in the checklist, the person picked by a search of the whole company. */
function PersonRights({ client }: { client: ClientView }) {
  const { t } = useEmployeesTranslation();
  const name = usePersonName();
  const queryClient = useQueryClient();
  // The picker searches the whole company (a page of 30 at a time), not just the first page.
  const [search, setSearch] = useState("");
  const people = useEmployeeSearch(client.workspace, { ...emptyFilter, search });
  const users = people.data?.pages.flatMap((page) => page.items) ?? [];
  const [personId, setPersonId] = useState("");
  const person: UserView | undefined = users.find((user) => user._id === personId);
  return (
    <RightsEditor
      key={person?._id ?? "none"}
      title={t("shared:rights.person")}
      initial={person?.rights ?? []}
      disabled={!person}
      onSave={async (rights) => {
        await usersApi.setRights(person!._id, rights);
        await queryClient.invalidateQueries({ queryKey: employeeKeys.all });
        return t("shared:rights.savedFor", { name: name(person!) });
      }}
    >
      <InputGroup
        type="search"
        leftIcon="search"
        placeholder={t("searchPlaceholder")}
        aria-label={t("ui:common.search")}
        value={search}
        onValueChange={setSearch}
      />
      <HTMLSelect
        aria-label={t("shared:rights.choosePerson")}
        value={personId}
        onChange={(event) => setPersonId(event.currentTarget.value)}
        options={[
          { value: "", label: t("shared:rights.choosePerson") },
          ...users.map((user) => ({ value: user._id, label: name(user) })),
        ]}
      />
      {people.hasNextPage && (
        <Button variant="minimal" loading={people.isFetchingNextPage} onClick={() => void people.fetchNextPage()}>
          {t("ui:common.loadMore")}
        </Button>
      )}
    </RightsEditor>
  );
}

/** The same rights for everyone holding a role. */
function RoleRights({ client }: { client: ClientView }) {
  const { t } = useEmployeesTranslation();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<(typeof roles)[number]>("employee");
  return (
    <RightsEditor
      key={role}
      title={t("shared:rights.byRole")}
      initial={client.defaultRights}
      saveText={t("shared:rights.applyRole")}
      onSave={async (rights) => {
        const result = await usersApi.setRoleRights(client._id, role, rights);
        await queryClient.invalidateQueries({ queryKey: employeeKeys.all });
        return t("shared:rights.roleApplied", { count: result.updated });
      }}
    >
      <HTMLSelect
        aria-label={t("shared:rights.role")}
        value={role}
        onChange={(event) => setRole(event.currentTarget.value as (typeof roles)[number])}
        options={roles.map((value) => ({ value, label: t(`shared:rights.roles.${value}`) }))}
      />
    </RightsEditor>
  );
}
