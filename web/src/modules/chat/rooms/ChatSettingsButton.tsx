import { Button, Spinner, Switch } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import type { ChatSettingsView } from "@intranet/contracts/chat";
import { isAdminOrAbove } from "@intranet/contracts/roles";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ClickPopover } from "../../../ui/ClickPopover";
import { chatApi, chatKeys } from "../api";
import { useChatTranslation } from "../i18n";

/** The read receipts' settings under a cog: the company's switch (admins) and my own opt-out. */
export function ChatSettingsButton({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = useChatTranslation();
  return (
    <ClickPopover placement="bottom-end" content={<ReceiptsSettings me={me} client={client} />}>
      <Button variant="minimal" icon="cog" aria-label={t("settings.button")} title={t("settings.button")} />
    </ClickPopover>
  );
}

function ReceiptsSettings({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = useChatTranslation();
  const queryClient = useQueryClient();
  const key = chatKeys.settings(client._id);
  const settings = useQuery({ queryKey: key, queryFn: () => chatApi.settings(client._id) });
  const saved = (view: ChatSettingsView) => {
    queryClient.setQueryData(key, view);
    // Receipts shown in rooms follow the switch.
    void queryClient.invalidateQueries({ queryKey: ["chat", "room"] });
  };
  const company = useMutation({
    mutationFn: (on: boolean) => chatApi.companySettings(client._id, on),
    onSuccess: saved,
  });
  const mine = useMutation({ mutationFn: (on: boolean) => chatApi.mySettings(client._id, on), onSuccess: saved });
  if (!settings.data) return <div className="chat-settings">{settings.isPending ? <Spinner size={20} /> : null}</div>;
  const { receipts, shareReceipts } = settings.data;
  return (
    <div className="chat-settings">
      <h4 className="chat-settings-title">{t("settings.title")}</h4>
      {isAdminOrAbove(me) ? (
        <>
          <Switch
            label={t("settings.company")}
            checked={receipts}
            disabled={company.isPending}
            onChange={(event) => company.mutate(event.currentTarget.checked)}
          />
          <p className="chat-muted">{t("settings.companyHint")}</p>
        </>
      ) : null}
      {receipts ? (
        <>
          <Switch
            label={t("settings.mine")}
            checked={shareReceipts}
            disabled={mine.isPending}
            onChange={(event) => mine.mutate(event.currentTarget.checked)}
          />
          <p className="chat-muted">{t("settings.mineHint")}</p>
        </>
      ) : (
        <p className="chat-muted">{t("settings.companyOff")}</p>
      )}
    </div>
  );
}
