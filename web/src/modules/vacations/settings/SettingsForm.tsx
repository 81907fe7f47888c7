import { Button, FormGroup, NumericInput, Switch } from "@blueprintjs/core";
import { vacationLimits, type DayCount, type VacationSettingsView } from "@intranet/contracts/vacations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormAlert } from "../../../forms/FormAlert";
import { errorText } from "../../../i18n/errorText";
import { ChoiceRadios } from "../../../ui/ChoiceRadios";
import { showToast } from "../../../ui/toast";
import { vacationKeys, vacationsApi } from "../api";
import { useVacationsTranslation } from "../i18n";

/** How days are counted, whether the chief approves requests, the days credited each January. */
export function SettingsForm({ client, saved }: { client: string; saved: VacationSettingsView }) {
  const { t } = useVacationsTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<VacationSettingsView>(saved);
  // The number as typed, so that clearing the field to type another does not fight it.
  const [yearly, setYearly] = useState(String(saved.yearlyDays));
  const set = (change: Partial<VacationSettingsView>) => setDraft((current) => ({ ...current, ...change }));
  const yearlyDays = Number(yearly.trim() || "x");
  const yearlyOk = Number.isInteger(yearlyDays) && yearlyDays >= 0 && yearlyDays <= vacationLimits.balanceMax;
  const save = useMutation({
    mutationFn: () => vacationsApi.saveSettings(client, { ...draft, yearlyDays }),
    onSuccess: (settings) => {
      queryClient.setQueryData(vacationKeys.settings(client), settings);
      // Balances and plans are counted by these settings: read them again.
      void queryClient.invalidateQueries({ queryKey: vacationKeys.all });
      void showToast(t("settings.saved"));
    },
  });
  return (
    <form
      className="vac-settings"
      aria-label={t("tabs.settings")}
      onSubmit={(event) => {
        event.preventDefault();
        if (yearlyOk) save.mutate();
      }}
    >
      {save.error ? <FormAlert intent="danger">{errorText(t, save.error)}</FormAlert> : null}
      <ChoiceRadios<DayCount>
        label={t("settings.dayCount")}
        value={draft.dayCount}
        onChange={(dayCount) => set({ dayCount })}
        choices={[
          { value: "calendar", name: t("settings.calendar"), hint: t("settings.calendarHint") },
          { value: "working", name: t("settings.working"), hint: t("settings.workingHint") },
        ]}
      />
      <FormGroup helperText={t("settings.approvalHint")}>
        <Switch
          checked={draft.approval}
          label={t("settings.approval")}
          onChange={(event) => set({ approval: event.currentTarget.checked })}
        />
      </FormGroup>
      <FormGroup
        label={t("settings.yearlyDays")}
        labelFor="vac-yearly-days"
        helperText={t("settings.yearlyDaysHelp")}
        intent={yearlyOk ? "none" : "danger"}
      >
        <NumericInput
          id="vac-yearly-days"
          value={yearly}
          min={0}
          max={vacationLimits.balanceMax}
          onValueChange={(_value, text) => setYearly(text)}
          intent={yearlyOk ? "none" : "danger"}
        />
      </FormGroup>
      <Button type="submit" intent="primary" icon="floppy-disk" text={t("settings.save")} loading={save.isPending} />
    </form>
  );
}
