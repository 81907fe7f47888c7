import { Button, Checkbox, Switch } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import type { NotificationSection, NotificationSettingsView } from "@intranet/contracts/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { FormAlert } from "../../../forms/FormAlert";
import { errorText } from "../../../i18n/errorText";
import { QueryState } from "../../../ui/QueryState";
import { VisuallyHidden } from "../../../ui/VisuallyHidden";
import { showToast } from "../../../ui/toast";
import { channels, sectionFilters, useNotificationsTranslation } from "../../notifications/public";
import { cabinetApi, cabinetKeys } from "../cabinetApi";
import { useEmployeesTranslation } from "../i18n";
import {
  cellValue,
  companyChannelsBody,
  companyChannelsOf,
  followGeneral,
  ownChoice,
  setCell,
  type CompanyChannels,
} from "./companyChannels";

/** The sections of built modules (the center's tabs without `all`). */
const sections = sectionFilters.filter((section): section is NotificationSection => section !== "all");

/**
 * The cabinet's "notifications" tab (GET/PUT /api/user/notifications/client/{client_id}): the
 * company's default channels as a matrix of sections × channels, under a general row every section
 * follows unless it chose otherwise; and whether likes notify. People's own choices stay theirs.
 */
export function CompanyNotificationsTab({ client }: { client: ClientView }) {
  const { t } = useEmployeesTranslation();
  const settings = useQuery({
    queryKey: cabinetKeys.notifications(client._id),
    queryFn: () => cabinetApi.notifications(client._id),
  });
  if (!settings.data) return <QueryState query={settings} errorTitle={t("notifications.loadError")} />;
  return <ChannelMatrix key={settings.dataUpdatedAt} view={settings.data} clientId={client._id} />;
}

function ChannelMatrix({ view, clientId }: { view: NotificationSettingsView; clientId: string }) {
  const { t } = useEmployeesTranslation();
  const { t: nt } = useNotificationsTranslation();
  const queryClient = useQueryClient();
  const initial = companyChannelsOf(view);
  const [draft, setDraft] = useState<CompanyChannels>(initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const changed =
    JSON.stringify(companyChannelsBody(view, draft)) !== JSON.stringify(companyChannelsBody(view, initial));

  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const saved = await cabinetApi.putNotifications(clientId, companyChannelsBody(view, draft));
      queryClient.setQueryData(cabinetKeys.notifications(clientId), saved);
      void showToast(t("ui:common.saved"));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const channelName = (channel: (typeof channels)[number]) => nt(`settings.channels.${channel}`);

  return (
    <section className="cabinet-tab" aria-label={t("tabs.notifications")}>
      <p className="cabinet-lead">{t("notifications.hint")}</p>
      {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
      <p className="cabinet-note cabinet-phone-only">{t("notifications.tableHint")}</p>
      <div className="cabinet-matrix-scroll" role="group" aria-label={t("tabs.notifications")}>
        <table className="cabinet-matrix">
          <thead>
            <tr>
              <th scope="col">{t("notifications.section")}</th>
              {channels.map((channel) => (
                <th key={channel} scope="col">
                  {channelName(channel)}
                </th>
              ))}
              <th scope="col">
                <VisuallyHidden>{t("ui:common.actions")}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="cabinet-matrix-general">
              <th scope="row">{t("notifications.general")}</th>
              {channels.map((channel) => (
                <td key={channel}>
                  <Checkbox
                    className="cabinet-matrix-check"
                    checked={draft.general[channel]}
                    aria-label={t("notifications.cell", {
                      section: t("notifications.general"),
                      channel: channelName(channel),
                    })}
                    onChange={(event) => {
                      const on = event.currentTarget.checked;
                      setDraft((current) => ({ ...current, general: { ...current.general, [channel]: on } }));
                    }}
                  />
                </td>
              ))}
              <td />
            </tr>
            {sections.map((section) => {
              const sectionName = nt(`sections.${section}`);
              const own = channels.some((channel) => ownChoice(draft, section, channel));
              return (
                <tr key={section}>
                  <th scope="row">{sectionName}</th>
                  {channels.map((channel) => {
                    const mine = ownChoice(draft, section, channel);
                    return (
                      <td key={channel} className={mine ? "cabinet-matrix-own" : undefined}>
                        <Checkbox
                          className="cabinet-matrix-check"
                          checked={cellValue(draft, section, channel)}
                          aria-label={
                            t("notifications.cell", { section: sectionName, channel: channelName(channel) }) +
                            (mine ? ` (${t("notifications.ownChoice")})` : "")
                          }
                          onChange={(event) => {
                            const on = event.currentTarget.checked;
                            setDraft((current) => setCell(current, section, channel, on));
                          }}
                        />
                      </td>
                    );
                  })}
                  <td>
                    {own ? (
                      <Button
                        variant="minimal"
                        size="small"
                        icon="reset"
                        aria-label={t("notifications.followGeneral", { section: sectionName })}
                        title={t("notifications.followGeneral", { section: sectionName })}
                        onClick={() => setDraft((current) => followGeneral(current, section))}
                      />
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="cabinet-note">
        {t("notifications.generalHint")} <span className="cabinet-matrix-own-sample" aria-hidden />{" "}
        {t("notifications.ownChoiceLegend")}
      </p>
      <p className="cabinet-note">
        {t("notifications.chatsHint")} <Link to="?tab=integrations">{t("notifications.chatsLink")}</Link>
      </p>
      <fieldset className="cabinet-fieldset">
        <legend>{t("notifications.kinds")}</legend>
        <Switch
          checked={draft.likes}
          label={t("notifications.likes")}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            setDraft((current) => ({ ...current, likes: on }));
          }}
        />
      </fieldset>
      <div className="cabinet-actions">
        <Button
          intent="primary"
          loading={busy}
          disabled={!changed}
          text={t("ui:common.save")}
          onClick={() => void save()}
        />
        {changed ? <Button variant="minimal" text={t("discard")} onClick={() => setDraft(initial)} /> : null}
      </div>
    </section>
  );
}
