import { Button, Spinner, Tag } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { clientsApi } from "../../api/clients";
import { useMenuTranslation } from "../../shell/menu/i18n";
import { ClientStat } from "./ClientStat";
import { CreateClientDialog } from "./CreateClientDialog";
import { clientKeys } from "./keys";
import { useEnterClient } from "./useEnterClient";
import { useClientsTranslation } from "./i18n";

/** /clients: every company with its workspace and status, statistics on demand, create, open, enter. */
export function ClientsList() {
  const { t } = useClientsTranslation();
  const { t: menuT } = useMenuTranslation();
  const clients = useQuery({ queryKey: clientKeys.all, queryFn: clientsApi.list });
  const [creating, setCreating] = useState(false);
  const enter = useEnterClient();
  return (
    <div className="cabinet">
      <h1 className="cabinet-title">{menuT("modules.clients")}</h1>
      <div className="cabinet-toolbar">
        <Button intent="primary" icon="plus" text={t("add")} onClick={() => setCreating(true)} />
      </div>
      {clients.isPending ? <Spinner size={24} /> : null}
      <ul className="cabinet-list" aria-label={t("title")}>
        {(clients.data ?? []).map((client) => (
          <li key={client._id} className="cabinet-card">
            <div className="cabinet-card-main">
              <Link className="cabinet-card-title" to={`/clients/${encodeURIComponent(client._id)}`}>
                {client.name}
              </Link>
              <div className="cabinet-muted">
                {client.workspace}
                {client.city ? ` · ${client.city}` : ""}
              </div>
              <div className="cabinet-tags">
                <Tag intent={client.status === "active" ? "success" : "danger"}>{t(`ui:status.${client.status}`)}</Tag>
              </div>
              <ClientStat clientId={client._id} />
            </div>
            <Button
              icon="log-in"
              text={t("enter")}
              aria-label={`${t("enter")}: ${client.name}`}
              disabled={client.status !== "active"}
              onClick={() => enter(client)}
            />
          </li>
        ))}
      </ul>
      {creating ? <CreateClientDialog onClose={() => setCreating(false)} /> : null}
    </div>
  );
}
