import type { ClientView } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { usersApi } from "../api/users";
import { RightsEditor } from "./RightsEditor";
import { useSharedTranslation } from "./i18n";

/** PUT /api/clients/{client}/rights/defaults (also the client screen's "other access" tab). */
export function DefaultRightsEditor({ client }: { client: ClientView }) {
  const { t } = useSharedTranslation();
  const queryClient = useQueryClient();
  return (
    <RightsEditor
      title={t("rights.defaults")}
      initial={client.defaultRights}
      onSave={async (rights) => {
        await usersApi.setDefaultRights(client._id, rights);
        await queryClient.invalidateQueries({ queryKey: ["client"] });
        await queryClient.invalidateQueries({ queryKey: ["clients"] });
        return t("rights.defaultsSaved");
      }}
    />
  );
}
