import { Button, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { ShownError } from "../api/errorEvents";
import { errorText } from "../i18n/errorText";

const titles = { error: "dialogs.error", forbidden: "dialogs.accessDenied", network: "dialogs.network" } as const;

/** The error dialog: the catalogue message in the user's language, and the request id for support. */
export default function ErrorDialog({ shown, onClose }: { shown: ShownError; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen title={t(titles[shown.kind])} onClose={onClose} className="error-dialog" style={{ width: 600 }}>
      <DialogBody>
        <p role="alert">{errorText(t, shown.error)}</p>
        {shown.error.requestId ? (
          <p className="bp6-text-muted bp6-text-small">{t("dialogs.requestId", { id: shown.error.requestId })}</p>
        ) : null}
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={t("dialogs.close")} onClick={onClose} autoFocus />} />
    </Dialog>
  );
}
