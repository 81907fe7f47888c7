import { Button, Dialog, DialogBody, DialogFooter, Spinner, Switch } from "@blueprintjs/core";
import type { NotificationSettingsView } from "@intranet/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notificationsApi } from "./api";
import { FormAlert } from "../../forms/FormAlert";
import { errorText } from "../../i18n/errorText";
import { notificationKeys } from "./shell/keys";
import { channels } from "./options";
import { initialChoice, settingsBody, type SettingsChoice } from "./settingsBody";
import { useNotificationsTranslation } from "./i18n";

/**
 * The user's own channels (GET/PUT /api/user/notifications/{user_id}): a switch per channel
 * (popup, sound, email, center, Telegram, MS Teams, Slack) and the likes opt-out.
 */
export function SettingsDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useNotificationsTranslation();
  const settings = useQuery({
    queryKey: notificationKeys.settings(userId),
    queryFn: () => notificationsApi.settings(userId),
    staleTime: 0,
  });
  return (
    <Dialog isOpen title={t("settings.title")} icon="cog" onClose={onClose} className="notification-settings">
      {settings.data ? (
        <SettingsForm view={settings.data} userId={userId} onClose={onClose} />
      ) : (
        <DialogBody>
          <Spinner size={32} />
        </DialogBody>
      )}
    </Dialog>
  );
}

function SettingsForm({
  view,
  userId,
  onClose,
}: {
  view: NotificationSettingsView;
  userId: string;
  onClose: () => void;
}) {
  const { t } = useNotificationsTranslation();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<SettingsChoice>(() => initialChoice(view));
  const save = useMutation({
    mutationFn: () => notificationsApi.saveSettings(userId, settingsBody(view, choice)),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.settings(userId), saved);
      onClose();
    },
  });
  return (
    <form
      aria-label={t("settings.title")}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <DialogBody>
        <p className="notification-settings-hint">{t("settings.hint")}</p>
        {save.isError ? <FormAlert intent="danger">{errorText(t, save.error)}</FormAlert> : null}
        <fieldset className="notification-settings-group">
          <legend>{t("settings.channelsLabel")}</legend>
          {channels.map((channel) => (
            <Switch
              key={channel}
              checked={choice.channels[channel]}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setChoice((current) => ({ ...current, channels: { ...current.channels, [channel]: on } }));
              }}
              labelElement={
                <span className="notification-settings-label">
                  <span>{t(`settings.channels.${channel}`)}</span>
                  <small>{t(`settings.channelHints.${channel}`)}</small>
                </span>
              }
            />
          ))}
        </fieldset>
        <fieldset className="notification-settings-group">
          <legend>{t("settings.kindsLabel")}</legend>
          <Switch
            checked={choice.likes}
            label={t("settings.likes")}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setChoice((current) => ({ ...current, likes: on }));
            }}
          />
        </fieldset>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("settings.cancel")} onClick={onClose} />
            <Button type="submit" intent="primary" loading={save.isPending} text={t("settings.save")} />
          </>
        }
      />
    </form>
  );
}
