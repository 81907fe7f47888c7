import { Button } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { hrFields, type HrDataView } from "@intranet/contracts/hrImport";
import { isAdminOrAbove } from "@intranet/contracts/roles";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../i18n/errorText";
import { useDateTime, useDays } from "../../shared/useDateTime";
import { usePersonName } from "../../shared/usePersonName";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { profileApi, profileKeys } from "./api";
import { showToast } from "../../ui/toast";
import { useStoreUser } from "./useStoreUser";
import { useProfileTranslation } from "./i18n";
import { QueryState } from "../../ui/QueryState";

/** The HR fields of the tab, in its order. */
const hrDataFields = [
  "personnelNumber",
  "taxId",
  "kpp",
  "organization",
  "workingSince",
  "vacationDaysLeft",
  "chiefCode",
] as const;
type FieldKey = (typeof hrDataFields)[number] | (typeof hrFields)[number];
const known = new Set<string>([...hrDataFields, ...hrFields]);

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The HR data tab (the person, admins and HR officers; GET /api/user/{id}/hr_data): personnel
 * number, tax ids, organization, working since, vacation days left and the manager's code, and
 * the last import from the HR system with the values it carried. Admins put the profile back to
 * those values ("Reset to HR system", POST /api/user/reset_to_hrm).
 */
export function HrDataTab({ user, me }: { user: UserView; me: UserView }) {
  const { t } = useProfileTranslation();
  const dates = useDays();
  const when = useDateTime();
  const hr = useQuery({ queryKey: profileKeys.hrData(user._id), queryFn: () => profileApi.hrData(user._id) });
  if (hr.isPending || hr.isError) return <QueryState query={hr} errorTitle={t("hrData.loadError")} />;
  const label = (field: string) => (known.has(field) ? t(`hrData.fields.${field as FieldKey}`) : field);
  const shown = (value: string | number | undefined) => {
    if (value === undefined || value === "") return <span className="cabinet-muted">{t("hrData.notSet")}</span>;
    return typeof value === "string" && isDay(value) ? dates.date(value) : String(value);
  };
  const { lastImport } = hr.data;
  const imported = lastImport ? importedValues(lastImport.values) : [];
  return (
    <section className="cabinet-tab" aria-label={t("hrData.label")}>
      {isAdminOrAbove(me) ? <ResetToHrm user={user} data={hr.data} /> : null}
      <dl className="profile-data">
        {hrDataFields.map((field) => (
          <div key={field}>
            <dt>{label(field)}</dt>
            <dd>{shown(hr.data[field])}</dd>
          </div>
        ))}
      </dl>
      <section className="profile-part">
        <h2 className="profile-section-title">{t("hrData.lastImport")}</h2>
        {lastImport ? (
          <>
            <p className="profile-hint">{t("hrData.importedAt", { date: when(lastImport.importedAt) })}</p>
            {imported.length ? (
              <dl className="profile-data" aria-label={t("hrData.importedValues")}>
                {imported.map(([field, value]) => (
                  <div key={field}>
                    <dt>{label(field)}</dt>
                    <dd>{shown(value)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </>
        ) : (
          <p className="profile-hint">{t("hrData.noImport")}</p>
        )}
      </section>
    </section>
  );
}

/** The import's values: the file's columns in the import's order first, then any other, empty ones left out. */
function importedValues(values: Partial<Record<string, string>>): Array<[string, string]> {
  const entries = Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const order = (field: string) => {
    const at = (hrFields as readonly string[]).indexOf(field);
    return at === -1 ? hrFields.length : at;
  };
  return entries.sort((a, b) => order(a[0]) - order(b[0]));
}

/** "Reset to HR system" (admins), asked first; the profile is read again after it. */
function ResetToHrm({ user, data }: { user: UserView; data: HrDataView }) {
  const { t } = useProfileTranslation();
  const name = usePersonName();
  const store = useStoreUser();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({
    mutationFn: async () => {
      const result = await profileApi.resetToHrm(user._id);
      store(await profileApi.reload(user._id));
      return result;
    },
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.hrData(user._id) });
      void showToast(t(result.changed ? "hrData.resetDone" : "hrData.resetSame"));
    },
    onError: (error) => void showToast(errorText(t, error), "danger"),
  });
  return (
    <div className="profile-tab-tools">
      <Button
        icon="history"
        text={t("hrData.reset")}
        disabled={!data.lastImport}
        loading={reset.isPending}
        onClick={() => setConfirming(true)}
      />
      <ConfirmDialog
        open={confirming}
        intent="warning"
        text={t("hrData.resetConfirm", { name: name(user) })}
        confirmText={t("hrData.reset")}
        onConfirm={() => {
          setConfirming(false);
          reset.mutate();
        }}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
