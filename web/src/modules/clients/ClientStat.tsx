import { Button } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { clientsApi } from "../../api/clients";
import { formatBytes } from "@intranet/contracts/files";
import { clientKeys } from "./keys";
import { useClientsTranslation } from "./i18n";

/** Users and storage figures of a client, fetched only when asked for (GET /api/clients/stat/{id}). */
export function ClientStat({ clientId }: { clientId: string }) {
  const { t } = useClientsTranslation();
  const [asked, setAsked] = useState(false);
  const stat = useQuery({
    queryKey: clientKeys.stat(clientId),
    queryFn: () => clientsApi.stat(clientId),
    enabled: asked,
  });
  if (!asked)
    return <Button size="small" variant="minimal" icon="chart" text={t("stat")} onClick={() => setAsked(true)} />;
  if (!stat.data) return <span className="cabinet-muted">{t("ui:app.loading")}</span>;
  return (
    <span className="cabinet-muted">
      {t("users", stat.data.users)} ·{" "}
      {t("storage", {
        used: formatBytes(stat.data.storage.usedBytes),
        limit: formatBytes(stat.data.storage.limitBytes),
      })}
    </span>
  );
}
