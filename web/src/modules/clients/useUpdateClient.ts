import type { ClientView, UpdateClientBody } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { clientsApi } from "../../api/clients";
import { clientKeys } from "./keys";

/** Saves a change of a client and refreshes what shows it (its screen, the list, the shell's company). */
export function useClientChanged() {
  const queryClient = useQueryClient();
  return async (client: ClientView) => {
    queryClient.setQueryData(clientKeys.one(client._id), client);
    await queryClient.invalidateQueries({ queryKey: clientKeys.all });
    await queryClient.invalidateQueries({ queryKey: ["client", client._id] });
  };
}

export function useUpdateClient(id: string) {
  const changed = useClientChanged();
  return async (body: UpdateClientBody) => {
    const client = await clientsApi.update(id, body, { no_show: true });
    await changed(client);
    return client;
  };
}
