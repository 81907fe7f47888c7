import type { ClientView } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";

/**
 * After a save that answers the company: the shell's company (["client", id], which its pages,
 * menu and look read) takes the answer at once and is read again (entering it stores its start
 * page), and client management's lists refresh; as the company data tab does.
 */
export function useClientSaved() {
  const queryClient = useQueryClient();
  return async (client: ClientView) => {
    queryClient.setQueryData(["client", client._id], client);
    await queryClient.invalidateQueries({ queryKey: ["clients"] });
    await queryClient.invalidateQueries({ queryKey: ["client", client._id] });
  };
}
