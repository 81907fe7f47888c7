import { FormGroup, TextArea } from "@blueprintjs/core";
import { vacationLimits } from "@intranet/contracts/vacations";
import { useState } from "react";
import { FormDialog } from "../../../forms/FormDialog";
import { useFormErrors, type FieldErrors } from "../../../forms/useFormErrors";
import { FieldMessage } from "../FieldMessage";
import { useVacationsTranslation } from "../i18n";
import { useDecision } from "./useDecision";

const validate = (reason: string): FieldErrors<"reason"> =>
  reason.trim() ? {} : { reason: "vacations.reason_required" };

/** Declining a request says why: the person reads it, and the days go back to their balance. */
export function DeclineDialog({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const { t } = useVacationsTranslation();
  const [reason, setReason] = useState("");
  const form = useFormErrors(reason, validate, (value) => value);
  const decide = useDecision(id);
  const submit = async () => {
    if (!form.check()) return;
    await decide.mutateAsync({ approve: false, reason: reason.trim() }).then(onClose, () => undefined);
  };
  return (
    <FormDialog
      title={t("requests.declineTitle", { name })}
      className="vac-dialog"
      onClose={onClose}
      onSubmit={submit}
      submitText={t("requests.decline")}
      saving={decide.isPending}
      failure={decide.error}
      invalid={form.invalid}
      noValidate
    >
      <FormGroup
        label={t("requests.reason")}
        labelFor="vac-decline-reason"
        intent={form.errors.reason ? "danger" : "none"}
        helperText={<FieldMessage code={form.errors.reason} />}
      >
        <TextArea
          id="vac-decline-reason"
          fill
          autoResize
          autoFocus
          value={reason}
          maxLength={vacationLimits.reasonMax}
          intent={form.errors.reason ? "danger" : "none"}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </FormGroup>
    </FormDialog>
  );
}
