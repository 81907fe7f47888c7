import { Dialog, DialogBody } from "@blueprintjs/core";
import type { VacancyView } from "@intranet/contracts/vacancies";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { FormProblems } from "../../../forms/FormProblems";
import { FormDialogFooter } from "../../../ui/FormDialogFooter";
import { QueryState } from "../../../ui/QueryState";
import { showToast } from "../../../ui/toast";
import { refreshVacancyLists, vacanciesApi, vacanciesKeys } from "../api";
import { vacancyPath } from "../paths";
import { defaultCurrency } from "./currencies";
import { useFormErrors } from "../../../forms/useFormErrors";
import { bodyOf, draftOf, emptyDraft, serverFieldErrors, validateDraft, type VacancyDraft } from "./draft";
import { VacancyForm } from "./VacancyForm";
import { useVacanciesTranslation } from "../i18n";

/** A new vacancy, or a saved one to change (read first: the list has no texts). */
export type EditorTarget = { kind: "new" } | { kind: "edit"; id: string };

/**
 * Creates or changes a vacancy (admins). The contract's rules are checked before sending, with the
 * texts the API would answer; a new vacancy opens on its page once published.
 */
export function VacancyEditorDialog({
  clientId,
  target,
  onClose,
}: {
  clientId: string;
  target: EditorTarget;
  onClose: () => void;
}) {
  const { t } = useVacanciesTranslation();
  const id = target.kind === "edit" ? target.id : null;
  const saved = useQuery({
    queryKey: vacanciesKeys.vacancy(id ?? ""),
    queryFn: () => vacanciesApi.get(id!),
    enabled: id !== null,
  });
  // A new one starts in the company's currency, read from its newest vacancy (a failed read: derived without it).
  const newest = useQuery({
    queryKey: [...vacanciesKeys.lists, clientId, "newest"],
    queryFn: () => vacanciesApi.list(clientId, { status: "all", tags: [], search: "" }, null, 1),
    enabled: id === null,
    retry: false,
  });
  const title = id ? t("editor.editTitle") : t("editor.newTitle");
  const waiting = id ? !saved.data : newest.isPending;
  return (
    <Dialog isOpen title={title} onClose={onClose} className="vacancies-dialog">
      {waiting ? (
        <DialogBody>
          <QueryState query={id ? saved : { ...newest, error: null }} errorTitle={t("page.loadFailed")} />
        </DialogBody>
      ) : (
        <EditorForm
          clientId={clientId}
          vacancy={saved.data}
          newestCurrency={newest.data?.items[0]?.currency}
          title={title}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function EditorForm({
  clientId,
  vacancy,
  newestCurrency,
  title,
  onClose,
}: {
  clientId: string;
  vacancy?: VacancyView;
  newestCurrency: string | undefined;
  title: string;
  onClose: () => void;
}) {
  const { t, i18n } = useVacanciesTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<VacancyDraft>(() =>
    vacancy ? draftOf(vacancy) : emptyDraft(defaultCurrency(newestCurrency, navigator.languages, i18n.language)),
  );
  const checks = useFormErrors(draft, validateDraft);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const change = (patch: Partial<VacancyDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const save = async () => {
    setSaving(true);
    try {
      const { status, ...fields } = bodyOf(draft);
      const result = vacancy
        ? await vacanciesApi.update(vacancy.id, { ...fields, status }, { no_show: true })
        : await vacanciesApi.create(fields, { no_show: true });
      queryClient.setQueryData(vacanciesKeys.vacancy(result.id), result);
      void refreshVacancyLists(queryClient);
      void showToast(vacancy ? t("editor.saved") : t("editor.created", { title: result.title }));
      onClose();
      if (!vacancy) void navigate(vacancyPath(result.id));
    } catch (caught) {
      if (!checks.refuse(serverFieldErrors(caught))) setFailure(caught);
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (checks.check()) void save();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <DialogBody>
        <FormProblems failure={failure} invalid={checks.invalid} />
        <VacancyForm clientId={clientId} draft={draft} errors={checks.errors} editing={!!vacancy} onChange={change} />
      </DialogBody>
      <FormDialogFooter
        submitText={vacancy ? t("editor.save") : t("editor.create")}
        saving={saving}
        onCancel={onClose}
      />
    </form>
  );
}
