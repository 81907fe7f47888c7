import { Alert, type Intent } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";

interface ConfirmDialogProps {
  open: boolean;
  text: string;
  confirmText: string;
  intent?: Intent;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before an action that changes someone's access or removes data. */
export function ConfirmDialog({ open, text, confirmText, intent = "danger", onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Alert
      isOpen={open}
      intent={intent}
      confirmButtonText={confirmText}
      cancelButtonText={t("common.cancel")}
      onConfirm={onConfirm}
      onCancel={onClose}
      canEscapeKeyCancel
      canOutsideClickCancel
    >
      <p>{text}</p>
    </Alert>
  );
}
