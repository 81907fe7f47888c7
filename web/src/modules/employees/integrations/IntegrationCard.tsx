import { Button, Tag } from "@blueprintjs/core";
import { useState, type FormEventHandler, type ReactNode } from "react";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { useEmployeesTranslation } from "../i18n";

interface IntegrationCardProps {
  title: string;
  hint: string;
  connected: boolean;
  /** The fields, and anything said before them (an alert, a requirement). */
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  /** Nothing to save (no change; a requirement unmet). */
  saveDisabled?: boolean;
  /** Asked before disconnecting; without these, no disconnect (single sign-on has its switch). */
  confirmDisconnect?: string;
  onDisconnect?: () => Promise<void>;
  /** More buttons after save and disconnect (a chat's test). */
  extra?: ReactNode;
}

/** One integration as a card: its state, its form, save, and disconnect after a confirmation. */
export function IntegrationCard({
  title,
  hint,
  connected,
  children,
  onSubmit,
  saving,
  saveDisabled,
  confirmDisconnect,
  onDisconnect,
  extra,
}: IntegrationCardProps) {
  const { t } = useEmployeesTranslation();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  return (
    <form className="cabinet-card-form" onSubmit={onSubmit} noValidate aria-label={title}>
      <div className="cabinet-card-head">
        <h3>{title}</h3>
        <Tag minimal intent={connected ? "success" : "none"}>
          {connected ? t("integrations.connected") : t("integrations.notConnected")}
        </Tag>
      </div>
      <p className="cabinet-note">{hint}</p>
      {children}
      <div className="cabinet-actions">
        <Button
          type="submit"
          intent="primary"
          loading={saving}
          disabled={saveDisabled}
          text={connected ? t("ui:common.save") : t("integrations.connect")}
        />
        {connected && onDisconnect ? (
          <Button
            variant="outlined"
            intent="danger"
            loading={removing}
            text={t("integrations.disconnect")}
            onClick={() => setConfirming(true)}
          />
        ) : null}
        {extra}
      </div>
      <ConfirmDialog
        open={confirming}
        text={confirmDisconnect ?? ""}
        confirmText={t("integrations.disconnect")}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          setRemoving(true);
          void onDisconnect?.().finally(() => setRemoving(false));
        }}
      />
    </form>
  );
}
