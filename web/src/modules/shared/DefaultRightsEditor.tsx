import type { ClientView } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { usersApi } from "../../api/users";
import { RightsEditor } from "../../ui/RightsEditor";

/** PUT /api/clients/{client}/rights/defaults (also the client screen's "other access" tab). */
export function DefaultRightsEditor({ client }: { client: ClientView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <RightsEditor
      title={t("rights.defaults")}
      initial={client.defaultRights}
      onSave={async (rights) => {
        await usersApi.setDefaultRights(client._id, rights);
        await queryClient.invalidateQueries({ queryKey: ["client"] });
        await queryClient.invalidateQueries({ queryKey: ["clients"] });
      }}
    />
  );
}
