import type { AdaptView } from "@intranet/contracts/adaptation";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useDialogSave } from "../../../forms/useDialogSave";
import { FormDialog } from "../../../forms/FormDialog";
import { showToast } from "../../../ui/toast";
import { adaptApi, adaptKeys } from "../api";
import { useAdaptTranslation } from "../i18n";
import { PeopleField } from "../../../shared/PeopleField";

/** A person's mentor (required) and HR changed, e.g. when the mentor left the company. */
export function PeopleDialog({ plan, client, onClose }: { plan: AdaptView; client: string; onClose: () => void }) {
  const { t } = useAdaptTranslation();
  const queryClient = useQueryClient();
  const [mentor, setMentor] = useState<string[]>(plan.mentorId ? [plan.mentorId] : []);
  const [hr, setHr] = useState<string[]>(plan.hrId ? [plan.hrId] : []);
  const { saving, failure, run } = useDialogSave();
  const title = t("person.peopleTitle");
  const submit = () =>
    run(async () => {
      const saved = await adaptApi.people(plan._id, { mentor: mentor[0] ?? "", hr: hr[0] ?? null });
      queryClient.setQueryData(adaptKeys.onTrack(plan._id), saved);
      void showToast(t("person.peopleSaved"));
      onClose();
    });
  return (
    <FormDialog
      title={title}
      className="adapt-dialog"
      onClose={onClose}
      onSubmit={submit}
      submitText={t("person.save")}
      saving={saving}
      failure={failure}
    >
      <PeopleField client={client} single label={t("person.mentor")} value={mentor} onChange={setMentor} />
      <PeopleField client={client} single label={t("person.hr")} value={hr} onChange={setHr} />
    </FormDialog>
  );
}
