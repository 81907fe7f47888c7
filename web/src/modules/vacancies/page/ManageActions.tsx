import { Button } from "@blueprintjs/core";
import type { VacancyView } from "@intranet/contracts/vacancies";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { showToast } from "../../../ui/toast";
import { refreshVacancyLists, vacanciesApi, vacanciesKeys } from "../api";
import { bodyOf, draftOf } from "../editor/draft";
import { vacanciesPath } from "../paths";
import { useVacanciesTranslation } from "../i18n";

/** An admin's actions on a vacancy: edit, close or reopen (the whole vacancy again, its status changed), delete (asked first). */
export function ManageActions({ vacancy, onEdit }: { vacancy: VacancyView; onEdit: () => void }) {
  const { t } = useVacanciesTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const toggle = async () => {
    const status = vacancy.status === "open" ? "closed" : "open";
    setBusy(true);
    try {
      const saved = await vacanciesApi.update(vacancy.id, { ...bodyOf(draftOf(vacancy)), status });
      queryClient.setQueryData(vacanciesKeys.vacancy(vacancy.id), saved);
      void refreshVacancyLists(queryClient);
      void showToast(status === "closed" ? t("manage.closedDone") : t("manage.reopenedDone"));
    } catch {
      // The client's error dialog has said why.
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await vacanciesApi.remove(vacancy.id);
      queryClient.removeQueries({ queryKey: vacanciesKeys.vacancy(vacancy.id) });
      void refreshVacancyLists(queryClient);
      void showToast(t("manage.removed"));
      void navigate(vacanciesPath);
    } catch {
      setBusy(false);
    }
  };

  return (
    <div className="vacancies-manage">
      <Button icon="edit" text={t("manage.edit")} disabled={busy} onClick={onEdit} />
      <Button
        icon={vacancy.status === "open" ? "lock" : "unlock"}
        text={vacancy.status === "open" ? t("manage.close") : t("manage.reopen")}
        disabled={busy}
        onClick={() => void toggle()}
      />
      <Button
        icon="trash"
        intent="danger"
        variant="minimal"
        text={t("manage.remove")}
        disabled={busy}
        onClick={() => setConfirming(true)}
      />
      <ConfirmDialog
        open={confirming}
        text={t("manage.removeConfirm", { title: vacancy.title })}
        confirmText={t("manage.remove")}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
