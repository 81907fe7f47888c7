import { Button, DialogFooter } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";

/** A form dialog's footer: Cancel, and the primary submit button (spinning while it saves). */
export function FormDialogFooter({
  submitText,
  saving,
  onCancel,
}: {
  submitText: string;
  saving: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation("ui");
  return (
    <DialogFooter
      actions={
        <>
          <Button text={t("common.cancel")} onClick={onCancel} />
          <Button type="submit" intent="primary" loading={saving} text={submitText} />
        </>
      }
    />
  );
}
