import { FormGroup } from "@blueprintjs/core";
import type { Audience } from "@intranet/contracts/audiences";
import type { AppointResult } from "@intranet/contracts/courses";
import { useState } from "react";
import { FormDialog } from "../../../forms/FormDialog";
import { RecipientsField } from "../../../shared/RecipientsField";
import { DayInput } from "../../../ui/DayInput";
import { coursesApi } from "../api";
import { FieldError } from "../FieldError";
import { useCoursesTranslation } from "../i18n";

/**
 * Appoints people and audiences (their people now) to a course, with an optional last day (none: the
 * course's days to learn from today, or no deadline).
 */
export function AppointDialog({
  course,
  client,
  onClose,
  onDone,
}: {
  course: string;
  client: string;
  onClose: () => void;
  onDone: (result: AppointResult) => void;
}) {
  const { t } = useCoursesTranslation();
  const [recipients, setRecipients] = useState<Audience[]>([]);
  const [deadline, setDeadline] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);

  const submit = async () => {
    const userIds = recipients.flatMap((audience) => (audience.kind === "users" ? audience.userIds : []));
    const audiences = recipients.filter((audience) => audience.kind !== "users");
    if (!userIds.length && !audiences.length) {
      setMissing(true);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      onDone(await coursesApi.appoint(course, { userIds, audiences, deadline }));
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={t("members.appointTitle")}
      className="courses-dialog"
      onClose={onClose}
      onSubmit={submit}
      submitText={t("members.appoint")}
      saving={saving}
      failure={failure}
      noValidate
    >
      <RecipientsField
        clientId={client}
        forAll={false}
        recipients={recipients}
        labels={{ field: t("members.people"), kind: t("members.kindLabel"), none: t("empty.members") }}
        onChange={(change) => {
          setRecipients(change.recipients);
          setMissing(false);
        }}
      />
      {missing ? <FieldError code="members.chooseSomeone" /> : null}
      <FormGroup label={t("members.deadline")} labelFor="appoint-deadline" helperText={t("editor.deadlineHint")}>
        <DayInput
          id="appoint-deadline"
          value={deadline}
          onChange={setDeadline}
          placeholder={t("editor.dayPlaceholder")}
          badDay={t("editor.badDay")}
          years={[0, 3]}
        />
      </FormGroup>
    </FormDialog>
  );
}
