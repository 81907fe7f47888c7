import { Checkbox, NonIdealState, Spinner } from "@blueprintjs/core";
import type { UserPage, UserView } from "@intranet/contracts";
import { featureRights, isAdminOrAbove, type FeatureRight } from "@intranet/contracts/roles";
import { useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useState } from "react";
import { FormAlert } from "../../../forms/FormAlert";
import { errorText } from "../../../i18n/errorText";
import { isBuiltRight } from "../../../shared/builtModules";
import { usePersonName } from "../../../shared/usePersonName";
import { QueryMore } from "../../../ui/QueryMore";
import { QueryState } from "../../../ui/QueryState";
import { SearchInput } from "../../../ui/SearchInput";
import { showToast } from "../../../ui/toast";
import { cabinetApi } from "../cabinetApi";
import { useEmployeesTranslation } from "../i18n";
import { employeeKeys } from "../keys";
import { emptyFilter, useEmployeeSearch } from "../useEmployeeSearch";

/** The rights the table offers: those of built modules (the others keep what is stored). */
const offeredRights = featureRights.filter(isBuiltRight);

/**
 * Everyone's rights at a glance: people (rows, searched and read a page at a time) × feature rights
 * (columns). A change saves that person's rights at once (PUT /api/user/{id}/rights); a refusal
 * puts the box back and says so above the table. Administrators hold every right: their rows are
 * shown checked and locked.
 */
export function RightsMatrix({ workspace }: { workspace: string }) {
  const { t } = useEmployeesTranslation();
  const name = usePersonName();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const people = useEmployeeSearch(workspace, { ...emptyFilter, search });
  const users = people.data?.pages.flatMap((page) => page.items) ?? [];
  // What was clicked, until the API answers (the box shows it at once).
  const [pending, setPending] = useState<Record<string, FeatureRight[]>>({});
  const [failure, setFailure] = useState<{ name: string; error: unknown } | null>(null);

  /** The cached lists take the saved person (this table, the one-person editor, the employee list). */
  const remember = (saved: UserView) =>
    queryClient.setQueriesData<InfiniteData<UserPage>>({ queryKey: employeeKeys.all }, (data) =>
      data?.pages
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((user) => (user._id === saved._id ? saved : user)),
            })),
          }
        : data,
    );

  const toggle = async (person: UserView, right: FeatureRight, on: boolean) => {
    const current = pending[person._id] ?? person.rights;
    const next = featureRights.filter((each) => (each === right ? on : current.includes(each)));
    setPending((all) => ({ ...all, [person._id]: next }));
    setFailure(null);
    try {
      const saved = await cabinetApi.setRights(person._id, next);
      remember(saved);
      void showToast(t("rightsView.saved", { name: name(person) }));
    } catch (error) {
      setFailure({ name: name(person), error });
    } finally {
      setPending(({ [person._id]: _done, ...rest }) => rest);
    }
  };

  return (
    <div className="cabinet-rights-matrix">
      <SearchInput
        value={search}
        onSearch={setSearch}
        label={t("ui:common.search")}
        placeholder={t("searchPlaceholder")}
        maxLength={100}
        className="cabinet-matrix-search"
      />
      {failure ? (
        <FormAlert intent="danger">
          {t("rightsView.failed", { name: failure.name, error: errorText(t, failure.error) })}
        </FormAlert>
      ) : null}
      {people.data ? (
        users.length ? (
          <>
            <p className="cabinet-note">
              {t("rightsView.tableHint")} <span className="cabinet-phone-only">{t("rightsView.scrollHint")}</span>
            </p>
            <div className="cabinet-matrix-scroll" role="group" aria-label={t("rightsView.table")}>
              <table className="cabinet-matrix cabinet-matrix-rights">
                <thead>
                  <tr>
                    <th scope="col">{t("rightsView.personColumn")}</th>
                    {offeredRights.map((right) => (
                      <th key={right} scope="col" className="cabinet-matrix-vertical">
                        <span>{t(`shared:rights.names.${right}`)}</span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {users.map((person) => {
                    const admin = isAdminOrAbove(person);
                    const rights = pending[person._id] ?? person.rights;
                    const saving = person._id in pending;
                    return (
                      <tr key={person._id}>
                        <th scope="row">
                          <span className="cabinet-matrix-person">{name(person)}</span>
                          {admin ? <small className="cabinet-matrix-note">{t("rightsView.admin")}</small> : null}
                          {saving ? <Spinner size={12} className="cabinet-matrix-spinner" /> : null}
                        </th>
                        {offeredRights.map((right) => (
                          <td key={right}>
                            <Checkbox
                              className="cabinet-matrix-check"
                              checked={admin || rights.includes(right)}
                              disabled={admin || saving}
                              aria-label={t("rightsView.cell", {
                                name: name(person),
                                right: t(`shared:rights.names.${right}`),
                              })}
                              onChange={(event) => void toggle(person, right, event.currentTarget.checked)}
                            />
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <QueryMore query={people} count={users.length} className="cabinet-more" />
          </>
        ) : (
          <NonIdealState icon="search-template" title={t("rightsView.empty")} />
        )
      ) : (
        <QueryState query={people} errorTitle={t("rightsView.loadError")} />
      )}
    </div>
  );
}
