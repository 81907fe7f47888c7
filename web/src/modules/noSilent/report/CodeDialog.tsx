import { Button, Callout, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import { useId, useRef } from "react";
import { Link } from "react-router-dom";
import { showToast } from "../../../ui/toast";
import { useNoSilentTranslation } from "../i18n";
import { followUpPath } from "../paths";

/**
 * An anonymous report's follow-up code, shown this once: a copy button, the warning that nobody can
 * show it again, and the way to the follow-up page (where the code is typed, never put in the address).
 */
export function CodeDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useNoSilentTranslation();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      void showToast(t("code.copied"));
    } catch {
      field.current?.select();
      void showToast(t("code.copyFailed"), "warning");
    }
  };
  return (
    <Dialog
      isOpen
      title={t("code.title")}
      icon="key"
      onClose={onClose}
      canOutsideClickClose={false}
      className="no-silent-code-dialog"
    >
      <DialogBody>
        <p>{t("code.intro")}</p>
        <Callout intent="warning" icon="warning-sign" className="no-silent-callout">
          {t("code.warning")}
        </Callout>
        <label className="bp6-label" htmlFor={id}>
          {t("code.label")}
        </label>
        <div className="no-silent-code-row">
          {/* A text area, so the whole code wraps on a phone instead of scrolling out of sight. */}
          <textarea
            ref={field}
            id={id}
            className="bp6-input bp6-fill no-silent-code no-silent-code-shown"
            value={code}
            rows={2}
            readOnly
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button icon="duplicate" intent="primary" text={t("code.copy")} onClick={() => void copy()} />
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Link to={followUpPath} className="bp6-button">
              <span className="bp6-button-text">{t("code.followUp")}</span>
            </Link>
            <Button text={t("code.done")} onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
