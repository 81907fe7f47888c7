import { Button, HTMLTable } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { apiBase } from "../api/client";
import { useEnv } from "../app/EnvContext";
import type { RealtimeStatus } from "./startup/realtime";
import { personName } from "@intranet/contracts/users";

interface DevInfoProps {
  me: UserView;
  client: ClientView | null | undefined;
  realtime: RealtimeStatus;
  onClose: () => void;
}

/** Developer info (Ctrl+Shift+D): who, where and which build, for bug reports. */
export function DevInfo({ me, client, realtime, onClose }: DevInfoProps) {
  const { t, i18n } = useTranslation();
  const { vendor } = useEnv();
  const { pathname } = useLocation();
  const rows: Array<[string, string]> = [
    [t("shell.devInfo.user"), `${personName(me, i18n.language)} (${me._id})`],
    [t("shell.devInfo.roles"), me.roles.join(", ")],
    [t("shell.devInfo.client"), client ? `${client.name} (${client._id})` : "—"],
    [t("shell.devInfo.workspace"), client?.workspace ?? "—"],
    [t("shell.devInfo.language"), i18n.language],
    [t("shell.devInfo.vendor"), vendor],
    [t("shell.devInfo.route"), pathname],
    [t("shell.devInfo.api"), apiBase || window.location.origin],
    [t("shell.devInfo.realtime"), t(`shell.realtime.${realtime}`)],
    [t("shell.devInfo.build"), import.meta.env.MODE],
  ];
  return (
    <aside className="shell-dev-info bp6-elevation-3" aria-label={t("shell.devInfo.title")}>
      <header>
        <strong>{t("shell.devInfo.title")}</strong>
        <Button variant="minimal" size="small" icon="cross" aria-label={t("dialogs.close")} onClick={onClose} />
      </header>
      <HTMLTable compact>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <p className="bp6-text-muted bp6-text-small">{t("shell.devInfo.hint")}</p>
    </aside>
  );
}
